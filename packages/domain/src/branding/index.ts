export {
  LOGO_KINDS,
  LOGO_SIZES,
  MAX_LOGO_BYTES,
  LOGO_EMPTY,
  LOGO_DATA_PREFIX,
  LOGO_NOT_BASE64,
  LOGO_NOT_PNG,
  LOGO_TOO_LARGE,
  isLogoKind,
  logoImageRefusal,
  type LogoKind,
} from './logos.js';
