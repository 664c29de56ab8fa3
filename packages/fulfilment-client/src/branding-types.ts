/** Payloads of the branding calls (docs/rest-contract.md, "Branding"). */
export type {
  Logo as RestLogo,
  LogoInfo as RestLogoInfo,
  LogoPrefix as RestLogoPrefix,
  SaveLogoBody as RestSaveLogoBody,
  SaveLogoResult as RestSaveLogoResult,
} from '@fulfil/rest-contract';
