# One image for both services; the compose file picks the entry point.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json turbo.json tsconfig.base.json ./
COPY packages packages
COPY apps apps
COPY schema schema
COPY tests/package.json tests/package.json
COPY bench/package.json bench/package.json
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 4000 4001
CMD ["node", "apps/gateway/dist/server.js"]
