import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { LoginPage } from '../features/auth/LoginPage';
import { HomeRedirect } from './HomeRedirect';
import { PlaceholderPage } from '../ui/PlaceholderPage';
import { PLACEHOLDER_SCREENS } from '../lib/placeholders';

/**
 * Every route of the spec's route table. The login page is loaded eagerly; everything behind it is
 * a lazy chunk, so signing in downloads only what the login page shows. The login page loads Apollo
 * itself when it sends a request; every other page gets it from the layout around them.
 */
const pages: RouteObject[] = [
  { path: '/', element: <HomeRedirect /> },
  { path: '/login', element: <LoginPage /> },
  {
    lazy: async () => ({ Component: (await import('./ApolloLayout')).ApolloLayout }),
    children: [
      {
        path: '/logout',
        lazy: async () => ({ Component: (await import('../features/auth/LogoutPage')).LogoutPage }),
      },
      {
        path: '/oauthlogin',
        lazy: async () => ({ Component: (await import('../features/auth/OAuthLoginPage')).OAuthLoginPage }),
      },
      {
        path: '/loginwithbutton',
        lazy: async () => ({
          Component: (await import('../features/auth/LoginWithButtonPage')).LoginWithButtonPage,
        }),
      },
      // Exempt from the login check: they are reached from a reset e-mail.
      {
        path: '/forgotyourpassword',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: '/resetPassword',
        lazy: async () => ({
          Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        // The login check and what it keeps (session renewal, write access) serve the signed-in pages only.
        lazy: async () => ({ Component: (await import('./RequireLogin')).RequireLogin }),
        children: [
          {
            lazy: async () => ({ Component: (await import('../ui/Shell')).Shell }),
            children: [
              {
                path: '/admin/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/AdminDashboardPage')).AdminDashboardPage,
                }),
              },
              {
                path: '/client/upload',
                lazy: async () => ({ Component: (await import('../features/upload/UploadPage')).UploadPage }),
              },
              {
                path: '/client/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/ClientDashboardPage')).ClientDashboardPage,
                }),
              },
              {
                path: '/store/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/StoreDashboardPage')).StoreDashboardPage,
                }),
              },
              {
                path: '/admin/clients',
                lazy: async () => ({
                  Component: (await import('../features/clients/ClientsPage')).ClientsPage,
                }),
              },
              {
                path: '/client/appattributes',
                lazy: async () => ({
                  Component: (await import('../features/app-attributes/AppAttributesPage')).AppAttributesPage,
                }),
              },
              {
                path: '/client/branding',
                lazy: async () => ({
                  Component: (await import('../features/branding/BrandingPage')).BrandingPage,
                }),
              },
              {
                path: '/client/integrations',
                lazy: async () => ({
                  Component: (await import('../features/integrations/IntegrationsPage')).IntegrationsPage,
                }),
              },
              {
                path: '/client/apikeys',
                lazy: async () => ({
                  Component: (await import('../features/api-keys/ApiKeysPage')).ApiKeysPage,
                }),
              },
              {
                path: '/store/foodsafetytypes',
                lazy: async () => ({
                  Component: (await import('../features/food-safety-types/FoodSafetyTypesPage'))
                    .FoodSafetyTypesPage,
                }),
              },
              {
                path: '/store/itemcategories',
                lazy: async () => ({
                  Component: (await import('../features/item-categories/ItemCategoriesPage'))
                    .ItemCategoriesPage,
                }),
              },
              {
                path: '/store/merchandise',
                lazy: async () => ({
                  Component: (await import('../features/merchandise/MerchandisePage')).MerchandisePage,
                }),
              },
              {
                path: '/store/carryout',
                lazy: async () => ({
                  Component: (await import('../features/carryout/CarryoutPage')).CarryoutPage,
                }),
              },
              {
                path: '/client/stores',
                lazy: async () => ({ Component: (await import('../features/stores/StoresPage')).StoresPage }),
              },
              {
                path: '/store/zones',
                lazy: async () => ({ Component: (await import('../features/zones/ZonesPage')).ZonesPage }),
              },
              {
                path: '/store/delivery',
                lazy: async () => ({
                  Component: (await import('../features/stores/delivery/DeliveryPage')).DeliveryPage,
                }),
              },
              {
                path: '/admin/users',
                lazy: async () => ({
                  Component: (await import('../features/users/UsersPage')).AdminUsersPage,
                }),
              },
              {
                path: '/client/users',
                lazy: async () => ({
                  Component: (await import('../features/users/UsersPage')).ClientUsersPage,
                }),
              },
              {
                path: '/store/users',
                lazy: async () => ({
                  Component: (await import('../features/users/UsersPage')).StoreUsersPage,
                }),
              },
              {
                path: '/profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/ProfilePage')).ProfilePage,
                }),
              },
              {
                path: '/shopper',
                lazy: async () => ({
                  Component: (await import('../features/landing/ShopperPage')).ShopperPage,
                }),
              },
              {
                path: '/noaccess',
                lazy: async () => ({
                  Component: (await import('../features/landing/NoAccessPage')).NoAccessPage,
                }),
              },
              {
                path: '/selectastore',
                lazy: async () => ({
                  Component: (await import('../features/landing/SelectAStorePage')).SelectAStorePage,
                }),
              },
              {
                path: '/selectaclient',
                lazy: async () => ({
                  Component: (await import('../features/landing/SelectAClientPage')).SelectAClientPage,
                }),
              },
              {
                path: '/client/help',
                lazy: async () => ({ Component: (await import('../features/help/HelpPage')).HelpPage }),
              },
              {
                path: '/client/creditDefns',
                lazy: async () => ({
                  Component: (await import('../features/credit-definitions/CreditDefinitionsPage'))
                    .CreditDefinitionsPage,
                }),
              },
              {
                path: '/client/customfields',
                lazy: async () => ({
                  Component: (await import('../features/custom-fields/CustomFieldsPage')).CustomFieldsPage,
                }),
              },
              {
                path: '/graphiql',
                lazy: async () => ({
                  Component: (await import('../features/explorer/ExplorerPage')).ExplorerPage,
                }),
              },
              {
                path: '/store/leadtimerules',
                lazy: async () => ({
                  Component: (await import('../features/lead-time-rules/LeadTimeRulesPage'))
                    .LeadTimeRulesPage,
                }),
              },
              {
                path: '/client/customordertype',
                lazy: async () => ({
                  Component: (await import('../features/custom-order-types/CustomOrderTypesPage'))
                    .CustomOrderTypesPage,
                }),
              },
              {
                path: '/client/messagefilter',
                lazy: async () => ({
                  Component: (await import('../features/message-filters/MessageFiltersPage'))
                    .MessageFiltersPage,
                }),
              },
              {
                path: '/client/privateinfo',
                lazy: async () => ({
                  Component: (await import('../features/private-info/PrivateInfoPage')).PrivateInfoPage,
                }),
              },
              {
                path: '/store/customordertype',
                lazy: async () => ({
                  Component: (await import('../features/custom-order-types/StoreCustomOrderTypesPage'))
                    .StoreCustomOrderTypesPage,
                }),
              },
              {
                path: '/client/autoassignmentrule',
                lazy: async () => ({
                  Component: (await import('../features/assignment-rules/AssignmentRulesPage'))
                    .ClientAssignmentRulesPage,
                }),
              },
              {
                path: '/store/autoassignmentrule',
                lazy: async () => ({
                  Component: (await import('../features/assignment-rules/AssignmentRulesPage'))
                    .StoreAssignmentRulesPage,
                }),
              },
              // Orders: receipt, load manifest, POS status, delivery report.
              {
                path: '/client/orderreceipt',
                lazy: async () => ({
                  Component: (await import('../features/order-receipt/OrderReceiptPage')).OrderReceiptPage,
                }),
              },
              {
                path: '/client/loadmanifest',
                lazy: async () => ({
                  Component: (await import('../features/load-manifest/LoadManifestPage'))
                    .ClientLoadManifestPage,
                }),
              },
              {
                path: '/store/loadmanifest',
                lazy: async () => ({
                  Component: (await import('../features/load-manifest/LoadManifestPage'))
                    .StoreLoadManifestPage,
                }),
              },
              ...['/client/posintegration', '/client/store/posintegration'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../features/pos-status/PosStatusPage')).PosStatusPage,
                }),
              })),
              {
                path: '/store/deliveryreport',
                lazy: async () => ({
                  Component: (await import('../features/delivery-report/DeliveryReportPage'))
                    .DeliveryReportPage,
                }),
              },
              ...['/client/analytics', '/store/analytics'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../features/analytics/AnalyticsPage')).AnalyticsPage,
                }),
              })),
              ...['/client/reports', '/store/reports'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../features/table-reports/TableReportsPage')).TableReportsPage,
                }),
              })),
              {
                path: '/store/activity',
                lazy: async () => ({
                  Component: (await import('../features/history/ActivityPage')).StoreActivityPage,
                }),
              },
              {
                path: '/client/activity',
                lazy: async () => ({
                  Component: (await import('../features/history/ActivityPage')).ClientActivityPage,
                }),
              },
              ...PLACEHOLDER_SCREENS.map(({ path, title, purpose }) => ({
                path,
                element: <PlaceholderPage title={title} purpose={purpose} />,
              })),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

/** Shown while the first lazy screen of a visit loads. */
export const routes: RouteObject[] = [
  { hydrateFallbackElement: <Spinner label="Loading…" />, children: pages },
];
