# One image for the three processes (api, projectors, workers); docker-compose.yml picks the command.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.json tsconfig.base.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY eventstore/package.json eventstore/
COPY projectors/package.json projectors/
COPY api/package.json api/
COPY workers/package.json workers/
COPY ui/package.json ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
