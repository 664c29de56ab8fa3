# One image for the API and the gateway (which serves the built portal); the compose file picks
# the entry point.

# The package manifests alone, so the dependency layers below are rebuilt only when they change:
# first those of the two servers and what they import, then the build and test workspaces.
FROM node:20.20-bookworm-slim AS runtime-manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/fulfilment-api/package.json apps/fulfilment-api/
COPY apps/gateway/package.json apps/gateway/
COPY packages/domain/package.json packages/domain/
COPY packages/fulfilment-client/package.json packages/fulfilment-client/
COPY packages/live/package.json packages/live/
COPY packages/observability/package.json packages/observability/
COPY packages/rest-contract/package.json packages/rest-contract/

FROM runtime-manifests AS manifests
COPY apps/portal/package.json apps/portal/
COPY packages/test-fixtures/package.json packages/test-fixtures/
COPY tests/package.json tests/
COPY bench/package.json bench/

# Everything the build needs, development tools included.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY turbo.json tsconfig.base.json ./
COPY schema schema
COPY packages packages
COPY apps apps
RUN npm run build

# Only what the two servers run on: without the test, bench and portal workspaces present, npm
# installs no build tools, browsers, test servers or load generators (a workspace a server lists
# as a development dependency would otherwise bring its own dependencies along).
FROM runtime-manifests AS runtime-dependencies
RUN npm ci --omit=dev --no-audit --no-fund \
    --workspace @fulfil/fulfilment-api --workspace @fulfil/gateway

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=runtime-dependencies /app /app
COPY --from=build /app/schema schema
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/fulfilment-client/dist packages/fulfilment-client/dist
COPY --from=build /app/packages/live/dist packages/live/dist
COPY --from=build /app/packages/observability/dist packages/observability/dist
COPY --from=build /app/packages/rest-contract/dist packages/rest-contract/dist
COPY --from=build /app/apps/fulfilment-api/dist apps/fulfilment-api/dist
COPY --from=build /app/apps/gateway/dist apps/gateway/dist
COPY --from=build /app/apps/portal/dist apps/portal/dist
USER node
EXPOSE 4000 4001
CMD ["node", "apps/gateway/dist/server.js"]
