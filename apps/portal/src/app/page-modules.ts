import type { ComponentType } from 'react';

type Screen = () => Promise<ComponentType>;

/**
 * The layouts around every signed-in page, outermost first: Apollo, the login check, the shell (menu
 * and top bar). Each is a lazy chunk.
 */
export const SIGNED_IN_LAYOUTS = {
  apollo: async () => (await import('./ApolloLayout')).ApolloLayout,
  login: async () => (await import('./RequireLogin')).RequireLogin,
  shell: async () => (await import('../ui/Shell')).Shell,
} satisfies Record<string, Screen>;

/** Every signed-in address with the screen that draws it, each a lazy chunk of its own. */
export const SIGNED_IN_PAGES: Readonly<Record<string, Screen>> = {
  '/admin/dashboard': async () =>
    (await import('../features/dashboard/AdminDashboardPage')).AdminDashboardPage,
  '/client/upload': async () => (await import('../features/upload/UploadPage')).UploadPage,
  '/client/dashboard': async () =>
    (await import('../features/dashboard/ClientDashboardPage')).ClientDashboardPage,
  '/store/dashboard': async () =>
    (await import('../features/dashboard/StoreDashboardPage')).StoreDashboardPage,
  '/admin/clients': async () => (await import('../features/clients/ClientsPage')).ClientsPage,
  '/client/appattributes': async () =>
    (await import('../features/app-attributes/AppAttributesPage')).AppAttributesPage,
  '/client/branding': async () => (await import('../features/branding/BrandingPage')).BrandingPage,
  '/client/integrations': async () =>
    (await import('../features/integrations/IntegrationsPage')).IntegrationsPage,
  '/client/apikeys': async () => (await import('../features/api-keys/ApiKeysPage')).ApiKeysPage,
  '/store/foodsafetytypes': async () =>
    (await import('../features/food-safety-types/FoodSafetyTypesPage')).FoodSafetyTypesPage,
  '/store/itemcategories': async () =>
    (await import('../features/item-categories/ItemCategoriesPage')).ItemCategoriesPage,
  '/store/merchandise': async () => (await import('../features/merchandise/MerchandisePage')).MerchandisePage,
  '/store/carryout': async () => (await import('../features/carryout/CarryoutPage')).CarryoutPage,
  '/client/stores': async () => (await import('../features/stores/StoresPage')).StoresPage,
  '/store/zones': async () => (await import('../features/zones/ZonesPage')).ZonesPage,
  '/store/delivery': async () => (await import('../features/stores/delivery/DeliveryPage')).DeliveryPage,
  '/admin/users': async () => (await import('../features/users/UsersPage')).AdminUsersPage,
  '/client/users': async () => (await import('../features/users/UsersPage')).ClientUsersPage,
  '/store/users': async () => (await import('../features/users/UsersPage')).StoreUsersPage,
  '/profile': async () => (await import('../features/profile/ProfilePage')).ProfilePage,
  '/shopper': async () => (await import('../features/landing/ShopperPage')).ShopperPage,
  '/noaccess': async () => (await import('../features/landing/NoAccessPage')).NoAccessPage,
  '/selectastore': async () => (await import('../features/landing/SelectAStorePage')).SelectAStorePage,
  '/selectaclient': async () => (await import('../features/landing/SelectAClientPage')).SelectAClientPage,
  '/client/help': async () => (await import('../features/help/HelpPage')).HelpPage,
  '/client/creditDefns': async () =>
    (await import('../features/credit-definitions/CreditDefinitionsPage')).CreditDefinitionsPage,
  '/client/customfields': async () =>
    (await import('../features/custom-fields/CustomFieldsPage')).CustomFieldsPage,
  '/graphiql': async () => (await import('../features/explorer/ExplorerPage')).ExplorerPage,
  '/store/leadtimerules': async () =>
    (await import('../features/lead-time-rules/LeadTimeRulesPage')).LeadTimeRulesPage,
  '/client/customordertype': async () =>
    (await import('../features/custom-order-types/CustomOrderTypesPage')).CustomOrderTypesPage,
  '/client/messagefilter': async () =>
    (await import('../features/message-filters/MessageFiltersPage')).MessageFiltersPage,
  '/client/privateinfo': async () =>
    (await import('../features/private-info/PrivateInfoPage')).PrivateInfoPage,
  '/store/customordertype': async () =>
    (await import('../features/custom-order-types/StoreCustomOrderTypesPage')).StoreCustomOrderTypesPage,
  '/client/autoassignmentrule': async () =>
    (await import('../features/assignment-rules/AssignmentRulesPage')).ClientAssignmentRulesPage,
  '/store/autoassignmentrule': async () =>
    (await import('../features/assignment-rules/AssignmentRulesPage')).StoreAssignmentRulesPage,
  // Orders: receipt, load manifest, POS status, delivery report.
  '/client/orderreceipt': async () =>
    (await import('../features/order-receipt/OrderReceiptPage')).OrderReceiptPage,
  '/client/loadmanifest': async () =>
    (await import('../features/load-manifest/LoadManifestPage')).ClientLoadManifestPage,
  '/store/loadmanifest': async () =>
    (await import('../features/load-manifest/LoadManifestPage')).StoreLoadManifestPage,
  '/client/posintegration': async () => (await import('../features/pos-status/PosStatusPage')).PosStatusPage,
  '/client/store/posintegration': async () =>
    (await import('../features/pos-status/PosStatusPage')).PosStatusPage,
  '/store/deliveryreport': async () =>
    (await import('../features/delivery-report/DeliveryReportPage')).DeliveryReportPage,
  '/client/analytics': async () => (await import('../features/analytics/AnalyticsPage')).AnalyticsPage,
  '/store/analytics': async () => (await import('../features/analytics/AnalyticsPage')).AnalyticsPage,
  '/client/reports': async () =>
    (await import('../features/table-reports/TableReportsPage')).TableReportsPage,
  '/store/reports': async () => (await import('../features/table-reports/TableReportsPage')).TableReportsPage,
  '/store/activity': async () => (await import('../features/history/ActivityPage')).StoreActivityPage,
  '/client/activity': async () => (await import('../features/history/ActivityPage')).ClientActivityPage,
};

/**
 * Starts fetching the screen of a signed-in address (nothing for any other), so that it is there when
 * the router asks; a failure is the router's to report when it asks again.
 */
export function prefetchScreen(path: string): void {
  SIGNED_IN_PAGES[path]?.().catch(() => undefined);
}
