# The store in one image: the API process serving the built web app. Used by docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/web-e2e/package.json apps/web-e2e/
COPY libs ./libs
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN node tools/build.mjs && npx vite build --config apps/web/vite.config.ts

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
