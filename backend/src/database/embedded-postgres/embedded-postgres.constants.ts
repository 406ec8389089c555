/** Database superuser, and the system user the server runs as when the app runs as root. */
export const SERVER_USER = 'postgres';
/** Where the server's binaries and cluster go when the app runs as root and the server cannot reach them. */
export const ROOT_RELOCATION_BASE = '/var/lib/web3-growth-platform';
