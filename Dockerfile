FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY packages/article-html/package.json packages/article-html/
COPY packages/social-card/package.json packages/social-card/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:26-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The client's server build: article and project pages rendered on request.
COPY --from=build /app/frontend/dist-server frontend/dist-server
COPY --from=build /app/frontend/package.json frontend/
# node_modules/@app/* link here: the article HTML allow-list the server sanitizes with, and the
# preview card it draws for items published after the build.
COPY --from=build /app/packages/article-html packages/article-html
COPY --from=build /app/packages/social-card packages/social-card
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
