// Temporary until the backend's DTOs land in api-schema.d.ts.
export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}
export interface UnreadCount {
  count: number;
}
export interface ReadAllResult {
  updated: number;
}
