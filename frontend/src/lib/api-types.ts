export type Role = 'admin' | 'partner' | 'user';

export interface SessionUser {
  id: number | string;
  username: string;
  role: Role;
}

export interface AuthResponse {
  success: boolean;
  message: string;
  user: SessionUser | null;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: unknown;
}
