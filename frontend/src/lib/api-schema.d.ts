/**
 * Generated from docs/openapi.json by `npm run api-types` (openapi-typescript). Do not edit:
 * change the backend DTOs, then run `npm run generate` at the root.
 */

export interface paths {
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail written to the outbox, newest first
         * @description Admins only. Without `SMTP_URL` every message is written to `DATA_DIR/outbox` instead of being sent; this lists them (recipient, subject, time). Keyset-paged with `limit` and `cursor`.
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One outbox message with its text and HTML parts
         * @description Admins only. The message as written to the outbox, parsed back into its plain-text and HTML parts.
         */
        get: operations["getOutboxMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Public. With a valid session cookie: the user (id, username, role). Without one, or after the session expired: 401 with `user: null`, or 200 with `success: false` and `user: null` when the request carries `X-Session-Probe`. Browsers call it on start to learn who is signed in, with that header, so that a visitor who is not signed in causes no failed request.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username and password
         * @description Public. Checks the credentials (usernames match case-insensitively) and starts a new session: the session cookie is set, and any earlier session id is replaced. Wrong username or password is one 401 message either way. Attempts are rate limited per client address, per username and per both; over a limit the answer is 429 with `Retry-After`. For an account with two-factor authentication on, the right password only opens the code step (`POST /api/auth/login/two-factor`, within 5 minutes).
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign it in
         * @description Public. Creates an account with role `user` and starts its session (the session cookie is set). A taken username, in any letter case, is a 409. A referral link followed in the last 30 days on this browser is credited with the signup. Rate limited per client address (by default 5 per hour; 429 with `Retry-After`).
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session
         * @description Public and idempotent: destroys the session on the server, if there is one, and clears the session cookie. Answers 200 with `user: null` whether or not a session existed.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's two-factor authentication
         * @description Any user signed in with a session (not an API token). Whether it is on, how many recovery codes are unused, and whether it is required.
         */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start turning two-factor authentication on
         * @description Any signed-in user without two-factor authentication. A new secret for an authenticator app, as text, as an `otpauth://` URI and as a QR code; shown this once. It takes effect only when `POST /api/account/two-factor/enable` confirms a code from it; a set-up started before is replaced. 409 when two-factor authentication is already on.
         */
        post: operations["setUpTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor authentication on
         * @description Any signed-in user. A current code (or the one before or after it) from the secret of the set-up turns two-factor authentication on; from then on signing in asks for a code after the password. Answers the ten recovery codes, this once. A wrong code, or no set-up waiting, is a 400. Code attempts are rate limited per account (by default 10 per 15 minutes; 429 with `Retry-After`).
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor authentication off
         * @description Any signed-in user with two-factor authentication on. Needs the account password and a current code or an unused recovery code; the secret and the recovery codes are deleted. Either one wrong is a 400. Code attempts are rate limited per account (by default 10 per 15 minutes; 429 with `Retry-After`).
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the recovery codes
         * @description Any signed-in user with two-factor authentication on. Needs the account password and a current code or an unused recovery code; answers ten new recovery codes, this once, and the old ones stop working. Code attempts are rate limited per account (by default 10 per 15 minutes; 429 with `Retry-After`).
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a two-factor code
         * @description Public; the second step after `POST /api/auth/login` answered `twoFactorRequired: true`, with the session cookie that answer set. A current code from the authenticator app (or the one before or after it; each code works once) or an unused recovery code (used up by this) signs the account in: a new session id, as at login. The step expires 5 minutes after the password was given, and after 5 wrong codes; then the password is needed again (401). Every attempt counts toward the login rate limits of the address and the username (429 with `Retry-After`).
         */
        post: operations["logInWithTwoFactorCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the account has a password
         * @description Any user signed in with a session (not an API token). An account made with a wallet has none until it sets one with `POST /api/account/password` (without `currentPassword`).
         */
        get: operations["getPasswordStatus"];
        put?: never;
        /**
         * Change the password
         * @description Any user signed in with a session (not an API token). Needs the current password (an account made with a wallet sets its first password without one); the new one is 6–128 characters. Every other session of the account is signed out (this one stays signed in) and unused password reset links stop working. A wrong current password is a 400. Each attempt counts toward the login rate limits of this address and username, so it cannot be used to guess the password faster than logging in (429 with `Retry-After`).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signed-in sessions
         * @description Any user signed in with a session (an API token gets 403). Every session of the account that can still be used: browser and operating system (parsed from the user agent), the address it signed in from, when it signed in and was last seen. The session making the request comes first, with `current: true`.
         */
        get: operations["listAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere else
         * @description Any user signed in with a session. Signs out every session of the account except this one, on every instance at once.
         */
        post: operations["revokeOtherAccountSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign one session out
         * @description Any user signed in with a session, for the account's own sessions: the session's next request is not signed in, on every instance. Another account's session, or one that has ended, is a 404. Signing out the current session this way works like logging out.
         */
        delete: operations["revokeAccountSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Public. Always the same 200 answer, in the same time, whether or not the username exists or has an address: the work happens in a background job. An account with a verified email address is mailed a single-use link to `/reset-password?token=…`, valid for 30 minutes; accounts without one get nothing (an admin can issue them a link). Rate limited per client address (by default 10 per hour) and per username (3 per hour); 429 with `Retry-After`.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Public. Sets the password (6–128 characters) of the account the token was issued for, mailed or given by an admin, signs that account out of every session, and uses up this and every other reset token of it. An unknown, expired or already used token is a 400 that says which. Rate limited per client address (by default 10 per 15 minutes; 429 with `Retry-After`). Does not sign in.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's email address
         * @description Any user signed in with a session (an API token gets 403). The address on the account (null when none) and whether it is verified.
         */
        get: operations["getAccountEmail"];
        /**
         * Set the email address and send a verification link
         * @description Any user signed in with a session (an API token gets 403). Stores the address as not verified and mails it a single-use link to `/account/verify-email?token=…`, valid for 24 hours; a link sent before stops working. Setting the address the account already has re-sends the link while it is unverified, and changes nothing once it is verified. An address another account has verified is a 409. Rate limited per account (by default 5 per hour; 429 with `Retry-After`).
         */
        put: operations["changeAccountEmail"];
        post?: never;
        /**
         * Remove the email address
         * @description Any user signed in with a session (an API token gets 403). Idempotent. No mail is sent to the account afterwards, and open verification links stop working.
         */
        delete: operations["removeAccountEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address with the token from its verification link
         * @description Public: the link may be opened in another browser than the one that asked for it, so no session is needed. Marks the address verified and uses the token up. An unknown, expired, already used or replaced token (a newer link was sent, or the address changed) is a 400 that says which.
         */
        post: operations["verifyAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the account owns, as one JSON file
         * @description Any signed-in user. A download (`account-<username>.json`) with the account (never its password), its email address, notification preferences and notifications, and, where they exist, its partner profile, referrals with their clicks and conversions, campaigns, article and project submissions, and the newsletter subscription of the account's verified address. Nothing of other accounts.
         */
        get: operations["exportAccountData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the account
         * @description Any signed-in user, with their current password (wrong: 400). Removes the personal data of the account (username, password, email address, notifications, preferences, referrals, campaigns, unpublished submissions, single-use links) and signs it out everywhere; the session cookie is cleared. What others rely on stays, anonymised: published articles show "Former partner" as their author, audit entries keep the username they recorded. The last admin cannot delete their account (409). Counts against the login rate limits of the username.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's personal API tokens
         * @description Signed-in session only (an API token gets 403). Every token not revoked, newest first, expired ones included (`expired: true`): name, prefix, scope, when created, when it expires and when it was last used. Never the token itself.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create a personal API token
         * @description Signed-in session only (an API token gets 403). Answers the new token once, in `token`: only its hash is stored, so it cannot be shown again. Send it as `Authorization: Bearer <token>` to any `/api` route; a `read` token may only make GET requests. At most 20 active tokens per account (409 beyond; expired and revoked ones do not count).
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a personal API token
         * @description Signed-in session only (an API token gets 403). The token stops working at once, on every instance (401 afterwards) and leaves the list. Someone else's token, or one already revoked, is a 404.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/wallet/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How wallets may sign in here: accepted chains, and WalletConnect
         * @description Public, no sign-in, nothing stored. The chain ids a sign-in message may name, and the WalletConnect project id when this site offers WalletConnect (null otherwise). Clients read it before they ask for a nonce.
         */
        get: operations["getWalletOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/wallet/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with a wallet: a nonce and the message fields
         * @description Public. Issues a single-use nonce, kept on the server in this session (a session cookie is set when there is none; whoever is signed in stays signed in), valid 10 minutes; a new nonce replaces the one before. Build an EIP-4361 message with the answered domain, URI, nonce and one of the chain ids, have the wallet sign it (`personal_sign`), and send both to `POST /api/auth/wallet/login` (or, signed in, `POST /api/account/wallets` to link the wallet). Counts toward the login rate limit of the client address.
         */
        post: operations["requestWalletSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/wallet/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a signed EIP-4361 message
         * @description Public, with the session cookie of `POST /api/auth/wallet/nonce`. The message must name this site's domain and URI, an accepted chain, the session's nonce (used up by this attempt, whatever its outcome), an Issued At not in the future, and no Expiration Time or Not Before that excludes now; the signature must be the named address's: an account key's, or a contract wallet's (EIP-1271, EIP-6492 for one not deployed yet) on a chain with an RPC URL (CHAIN_RPC_URLS). A wallet linked to an account signs it in (a new session id, as at password login), or, with two-factor authentication on, opens the code step (`twoFactorRequired`, then `POST /api/auth/login/two-factor`). A wallet no account has answers `newWallet`: choose a username with `POST /api/auth/wallet/signup`. Rate limited like password logins, per client address and per wallet address.
         */
        post: operations["logInWithWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/wallet/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the account of a new wallet and sign it in
         * @description Public, with the session cookie of the `POST /api/auth/wallet/login` that answered `newWallet`, within 10 minutes of it. Creates an account with role `user` and no password, with the wallet linked, and starts its session, as `POST /api/auth/signup` does (a taken username, in any letter case, is a 409; a referral followed on this browser is credited). Rate limited like sign-ups.
         */
        post: operations["signUpWithWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's wallets
         * @description Signed-in session only (an API token gets 403). Every wallet linked to the account (at most 10), oldest first: address (checksummed), chain, name, its ENS name where the mainnet RPC URL resolves one (cached for an hour), when linked and last used.
         */
        get: operations["listWallets"];
        put?: never;
        /**
         * Link a wallet, proven by a signed EIP-4361 message
         * @description Signed-in session only (an API token gets 403). Get a nonce from `POST /api/auth/wallet/nonce` in this session, have the wallet sign the message, and send both: the same checks as signing in with a wallet. The wallet then signs this account in. A wallet of another account is a 409 that does not say whose; so is one already linked, and a 11th.
         */
        post: operations["linkWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a wallet
         * @description Signed-in session only (an API token gets 403). The wallet no longer signs the account in. The only wallet of an account without a password cannot be unlinked (409): it is the only way to sign in. Another account's wallet is a 404.
         */
        delete: operations["unlinkWallet"];
        options?: never;
        head?: never;
        /**
         * Name a wallet
         * @description Signed-in session only (an API token gets 403). Another account's wallet is a 404.
         */
        patch: operations["renameWallet"];
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description Signed-in users. Keyset-paged with `limit` and `cursor`; the next page is in the `Link` header.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the caller's notifications are unread
         * @description Signed-in users. Cheap enough to poll; the navbar bell asks every 15 seconds.
         */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all of the caller's notifications read
         * @description Signed-in users. Answers how many were unread; calling it again answers 0.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one notification read
         * @description Signed-in users, their own notifications only (someone else's is a 404). Idempotent.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which notifications also come by email
         * @description Signed-in users. One entry per kind the caller's role can receive; email is on unless turned off.
         */
        get: operations["listNotificationPreferences"];
        /**
         * Turn email on or off per kind
         * @description Signed-in users. Kinds not named keep their setting; an unknown kind is a 400 and changes nothing.
         */
        put: operations["saveNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database reachability
         * @description Public, no sign-in, for load balancers and monitoring. 200 `{ status: ok }` when the server answers and the database answers within 2 seconds; otherwise 503 `{ status: unavailable }`.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the process runs
         * @description Public, no sign-in, for orchestrators (restart the instance when it fails). Always 200 `{ status: ok }` while the process answers HTTP; it does not touch the database.
         */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the instance should get traffic
         * @description Public, no sign-in, for load balancers. 200 when the database answers within 2 seconds, every migration is applied, the change feed is listening and the instance is not shutting down; otherwise 503 with `status: unavailable`. `checks` tells which condition holds in both cases. A shutting-down instance answers 503 (`draining: true`) for `SHUTDOWN_READY_DELAY_MS` while it still serves requests, then stops accepting them.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the team
         * @description Public, no sign-in. Stores the message (name, email, company, message) for the team, who answer within 24 hours; admins read it in the inbox, and the sender gets an acknowledgement mail quoting it. Submissions that fill the hidden `fax` field are bots: they get the same answer, are dropped and get no mail. Rate limited per client address (by default 5 per hour; 429 with `Retry-After`).
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an email address to the newsletter
         * @description Public, no sign-in. Double opt-in: a new address is stored as pending and mailed a confirmation link (`/newsletter/confirm?token=…`, see `POST /api/newsletter/confirm`); a pending or unsubscribed address gets a fresh link, an active one nothing. Subscribing an address twice (in any letter case) keeps one subscription, and the answer is the same in every case, so it does not reveal who is subscribed. Submissions that fill the hidden `fax` field are dropped. Rate limited per client address (by default 10 per hour; 429 with `Retry-After`).
         */
        post: operations["subscribeToNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a newsletter subscription
         * @description Public, no sign-in. Takes the token of the link in the confirmation mail (`/newsletter/confirm?token=…`), makes the subscription active and sends a welcome mail with an unsubscribe link. A link works once and for 7 days; an unknown, used or expired one answers 400 with a message.
         */
        post: operations["confirmNewsletterSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe from the newsletter
         * @description Public, no sign-in, idempotent. The unsubscribe page sends the token of the link as JSON `{ token }`. Mail providers unsubscribe in one click (RFC 8058): they POST the form body `List-Unsubscribe=One-Click` (`application/x-www-form-urlencoded`, the only form body the API accepts) to the `List-Unsubscribe` address of the mail, which carries the token in the query; that body is read as an empty JSON body. An unknown token answers 400 with a message.
         */
        post: operations["unsubscribeFromNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's partner profile
         * @description Any signed-in user. The profile of the caller with its request ID and approval status (pending, approved, rejected, withdrawn or revoked); a rejection carries its reason code and whether and when it may re-apply. 404 while the caller has none.
         */
        get: operations["getPartnerProfile"];
        put?: never;
        /**
         * Create the caller's partner profile
         * @description Any signed-in user, once: a second profile is a 409, as is a referral code someone already uses. The profile starts pending; an admin approval makes the caller a partner. It also unlocks the partner tools (referral links, campaigns, article submissions) and creates the first referral link from `referralCode`.
         */
        post: operations["createPartnerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit the caller's pending partner profile
         * @description The owner only (someone else's profile is a 404). Replaces the company name, website and description with the same validation as creating it; the referral code stays (it is a live referral link). Allowed while pending (409 otherwise). Recorded in its timeline.
         */
        put: operations["editOwnPartnerProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/profile/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the caller's pending partner application
         * @description The owner only (404 otherwise). The profile leaves the admin review queue at once and stays visible to its owner as `withdrawn`; the partner tools close until it is re-applied for. Allowed while pending (409 otherwise).
         */
        post: operations["withdrawOwnPartnerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/profile/{id}/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct and re-apply with a rejected or withdrawn partner profile
         * @description The owner only (404 otherwise). Replaces the company name, website and description and puts the same profile back to pending review; its timeline keeps the earlier decision. A rejection allows it according to its reason code: needs_more_detail, cannot_verify and other at once, not_a_fit 30 days after the decision, duplicate never; otherwise a 409 says when. A revoked profile is a 409. Admins are notified as for a new application.
         */
        post: operations["resubmitOwnPartnerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/profile/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner profile's timeline, oldest first
         * @description The owner or an admin (someone else's profile is a 404). Submitted, edited, withdrawn, decided (by "an admin", with the reason code and notes) and resubmitted entries, as a whole array: one profile's history stays small, so it is not paged.
         */
        get: operations["partnerProfileTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's referral clicks and conversions per day
         * @description Signed-in partners, with a session or an API token (a read token is enough); 403 without a partner profile. The range is UTC days `from`..`to` (default: the 30 days up to today), at most 366 days; `from` after `to`, a longer range or an interval other than `day` is a 400. `referralId` or `campaignId` narrow it to one of the caller's links or campaigns; another partner's (or an unknown) id is a 404. Read from the daily rollups. Every day of the range, zeros included: counted and raw clicks, exclusions by reason, counted and flagged conversions; the totals with the conversion rate (null without counted clicks); the top 10 referrer hosts ("(direct)" for direct visits) and landing paths by counted clicks.
         */
        get: operations["getReferralStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/stats/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's daily referral stats as a CSV file
         * @description Signed-in partners, with a session or an API token (a read token is enough); 403 without a partner profile. The range is UTC days `from`..`to` (default: the 30 days up to today), at most 366 days; `from` after `to`, a longer range or an interval other than `day` is a 400. `referralId` or `campaignId` narrow it to one of the caller's links or campaigns; another partner's (or an unknown) id is a 404. Read from the daily rollups. One row per day of the range (`referral-stats.csv`): day, clicks, raw_clicks, excluded_bot, excluded_duplicate, excluded_own, excluded_admin, excluded_rate_limit, excluded_not_navigation, excluded_inactive, conversions, flagged_conversions.
         */
        get: operations["exportReferralStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's referral links, newest first
         * @description Signed-in users with a partner profile (403 without one). Each link with its code, how many counted clicks it had and how many signups it brought.
         */
        get: operations["listReferrals"];
        put?: never;
        /**
         * Create a referral link
         * @description Signed-in users with a partner profile (403 without one). Codes are unique across all partners: a taken code is a 409. The link to share is `/r/{referralCode}` (with `?to=/path` it lands on that page of this site). `campaignId` puts it in one of the caller's campaigns; another partner's campaign or an unknown one is a 404.
         */
        post: operations["createReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move one of the caller's referral links into a campaign, or out of one
         * @description Signed-in users with a partner profile that is not rejected, withdrawn or revoked (403 otherwise). `campaignId` is one of the caller's campaigns, or null to take the link out of its campaign. Another partner's link or campaign, or an unknown id, is a 404. Past clicks and conversions stay with the link.
         */
        patch: operations["moveReferralToCampaign"];
        trace?: never;
    };
    "/r/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a referral link
         * @description Public, no sign-in: the link partners share, opened in a browser. Records the click (counted, or excluded as a bot, a repeat within the hour, the partner's own or an admin's visit, over the rate limit, not a top-level navigation, or a partner whose standing does not count), remembers the code for 30 days in a first-party cookie so that a signup converts it, and redirects to the landing page: `to` when it is a same-site path, else `/`, with the `utm_*` parameters carried over. Unknown codes redirect without recording.
         */
        get: operations["followReferralLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's campaigns, newest first
         * @description Signed-in users with a partner profile (403 without one). Only the caller's own campaigns, each with `stats`: the counted clicks and conversions of its referral links, all time, and their conversion rate (null without clicks).
         */
        get: operations["listCampaigns"];
        put?: never;
        /**
         * Create a campaign
         * @description Signed-in users with a partner profile (403 without one, or when it is rejected or revoked). The campaign belongs to the caller and always starts as `draft`; the end date must not be before the start date. Not idempotent: each call creates one.
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move one of the caller's campaigns forward
         * @description Signed-in users with a partner profile (403 without one). Status only moves draft → active → completed; any other move is a 400. Another partner's campaign is a 404, as is an unknown id. A concurrent change of the same campaign is a 409.
         */
        patch: operations["changeCampaignStatus"];
        trace?: never;
    };
    "/api/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's draft campaigns
         * @description Signed-in users with a partner profile (403 without one). Deletes a draft and answers it as it was; an active or completed campaign is a 409. Another partner's campaign or an unknown id is a 404.
         */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        /**
         * Edit one of the caller's campaigns
         * @description Signed-in users with a partner profile that is not rejected or revoked (403 otherwise). Changes name, description, budget, dates and target metrics while the campaign is draft or active; fields left out stay as they are (at least one must be sent), and null clears a date. Same validation as creating; the end date must not be before the start date (400). Another partner's campaign or an unknown id is a 404; a completed campaign is a 409. The status is not changed here (see changeCampaignStatus).
         */
        patch: operations["editCampaign"];
        trace?: never;
    };
    "/api/project-submissions/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every project submission, searched and filtered
         * @description Admins only. Submissions of all users, whatever their status; decide pending ones with `PATCH /api/project-submissions/{id}/status`. `q` matches the project name, description or website, any letter case, or finds a quoted request ID (PS-YYMM-NNNN); `status`, `category` and `listingType` keep one value each; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the submission day; `sort` oldest (default) or newest. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`). Pending items carry their listing type's target review time (`reviewTargetHours`), `overdue` and the admin's claim (`claimedBy`); `X-Overdue-Count` counts the pending submissions the same filters match that wait longer than their target (absent when `status` keeps decided ones).
         */
        get: operations["listAllProjectSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/all/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project submissions as a CSV file
         * @description Admins only. Every submission the same query matches, as a UTF-8 CSV download (`project-submissions.csv`), no paging. `q` matches the project name, description or website, any letter case, or finds a quoted request ID (PS-YYMM-NNNN); `status`, `category` and `listingType` keep one value each; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the submission day; `sort` oldest (default) or newest. Cells that a spreadsheet would run as a formula are neutralised.
         */
        get: operations["exportProjectSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's article submissions, newest first
         * @description Signed-in users with a partner profile (403 without one). Only the caller's own submissions, with their review status and the admin's notes.
         */
        get: operations["listArticleSubmissions"];
        put?: never;
        /**
         * Submit an article for review
         * @description Signed-in users with a partner profile (403 without one). The HTML content is sanitized before it is stored and must contain some text. The article starts pending; it appears on the public articles pages once an admin publishes it. Not idempotent: each call creates a submission.
         */
        post: operations["submitArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article-submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a pending article of the caller
         * @description The owning partner only (another partner's article is a 404; no partner profile, or one that is rejected, withdrawn or revoked, 403). Replaces the fields with the same validation and sanitizing as submitting; allowed while pending (409 otherwise). Recorded in its timeline.
         */
        put: operations["editOwnArticleSubmission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article-submissions/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pending article of the caller
         * @description The owning partner only (404 otherwise). The article leaves the review queue and stays visible to its partner as `withdrawn`; it can be resubmitted later. Allowed while pending (409 otherwise).
         */
        post: operations["withdrawOwnArticleSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article-submissions/{id}/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit and resubmit a rejected or withdrawn article of the caller
         * @description The owning partner only (404 otherwise; 403 while the partner profile is rejected, withdrawn or revoked). Replaces the fields and puts the same article back to pending review; its timeline keeps the earlier decision. A rejection allows it according to its reason code: needs_more_detail, cannot_verify and other at once, not_a_fit 30 days after the decision, duplicate never; otherwise a 409 says when. Admins are notified as for a new article.
         */
        post: operations["resubmitOwnArticleSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article-submissions/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An article's timeline, oldest first
         * @description The owning partner or an admin (another partner's article is a 404). Submitted, edited, withdrawn, decided (by "an admin", with the reason code and notes) and resubmitted entries, as a whole array: one item's history stays small, so it is not paged.
         */
        get: operations["articleSubmissionTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's project submissions, newest first
         * @description Any signed-in user. Only the caller's own submissions, with review status and the admin's notes.
         */
        get: operations["listOwnProjectSubmissions"];
        put?: never;
        /**
         * Submit a project for listing in the directory
         * @description Any signed-in user. The submission starts pending review. The server sets the payment status: `completed` for a free listing, `pending` for featured and verified listings (priced by contacting the team). An admin approval lists the project. Not idempotent: each call creates a submission.
         */
        post: operations["submitProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a pending project submission of the caller
         * @description The owner only (someone else's submission is a 404). Replaces the fields with the same validation as submitting; allowed while pending (409 otherwise, e.g. decided meanwhile). Recorded in its timeline.
         */
        put: operations["editOwnProjectSubmission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pending project submission of the caller
         * @description The owner only (404 otherwise). The submission leaves the admin queue and stays visible to its owner as `withdrawn`; it can be resubmitted later. Allowed while pending (409 otherwise).
         */
        post: operations["withdrawOwnProjectSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit and resubmit a rejected or withdrawn project submission of the caller
         * @description The owner only (404 otherwise). Replaces the fields (same validation as submitting) and puts the same submission back to pending review; its timeline keeps the earlier decision. A rejection allows it according to its reason code: needs_more_detail, cannot_verify and other at once, not_a_fit 30 days after the decision, duplicate never; otherwise a 409 says when. Admins are notified as for a new submission.
         */
        post: operations["resubmitOwnProjectSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project submission's timeline, oldest first
         * @description The owner or an admin (someone else's submission is a 404). Submitted, edited, withdrawn, decided (by "an admin", with the reason code and notes) and resubmitted entries. A whole array: one item's history stays small, so it is not paged.
         */
        get: operations["projectSubmissionTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published partner articles
         * @description Public, no sign-in. Articles partners submitted that an admin has published, most recently published first, with their sanitized HTML content.
         */
        get: operations["listPublishedArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published partner article
         * @description Public, no sign-in. 404 for an unknown id and for articles that are pending or rejected, so unpublished articles cannot be read.
         */
        get: operations["getPublishedArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A paid listing's quote and the transactions entered to pay it
         * @description The owner or an admin (someone else's submission is a 404). The open quote (else the latest one), and the transactions entered for the listing, newest first, each `checking`, `completed` or `refused` with its reason.
         */
        get: operations["projectSubmissionPaymentState"];
        put?: never;
        /**
         * Record the payment of a featured or verified listing
         * @description Admins only. Featured and verified submissions keep `paymentStatus: pending` until an admin records the payment: amount in US dollars (positive, two decimals at most), a reference (1–100 characters) and the day it was paid (not in the future). The submission's payment becomes `completed`; an approved Featured listing becomes Featured in the directory. Free listings (409), a payment already recorded (409) and unknown ids (404) are refused. Audited (`project-submission.payment`), shown in the owner's timeline and notified to them.
         */
        post: operations["recordProjectSubmissionPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter the transaction that paid a listing's quote
         * @description The owner only (404 otherwise). The transaction hash (0x and 64 hex digits) on the open quote's chain (`chainId` may be left out; another chain is a 400). Answers 202 with the entry `checking`: the server checks the chain in the background until the transaction succeeded, paid at least the quoted amount of the quoted token to the treasury before the quote expired (at the block's time), and has the chain's confirmations; then the entry is `completed` (the listing is paid, once) or `refused` with the reason. A hash already entered on that chain is a 409, as are a free listing, a paid one and a listing with no quote.
         */
        post: operations["submitProjectSubmissionChainPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project submission's contracts, ownership proofs and registered signers
         * @description The owner or an admin (someone else's submission is a 404). Also the token the website proofs must show, the exact URL of the well-known file and the TXT record to add. Whole arrays: at most 10 contracts.
         */
        get: operations["projectSubmissionOwnership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Name a contract of the project (chain and address)
         * @description The owner only (404 otherwise). The chain must be accepted (400) and have an RPC URL here (503): the server checks the address holds code (an account without code is a 400: "0x… on Base is not a contract"). At most 10 per submission; the same contract twice is a 409.
         */
        post: operations["addProjectContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/contracts/{contractId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a contract from the submission
         * @description The owner only (404 otherwise). Its signature proof and registered signers go with it.
         */
        delete: operations["removeProjectContract"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/contracts/{contractId}/proofs/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the EIP-712 claim to sign for a contract
         * @description The owner only (404 otherwise). Issues a single-use nonce valid for 10 minutes and the typed data (domain ChainBoost, version 1, the contract's chain) to sign with eth_signTypedData_v4 from the contract's owner(), its EIP-1967 admin or an accepted registered signer.
         */
        post: operations["ownershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/contracts/{contractId}/proofs/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove control of a contract with the signed claim
         * @description The owner only (404 otherwise). The nonce is used up by this call whatever its outcome (a replay is a 400), and refused once expired. The signature must be the signer's (an account key, or a contract wallet such as a Safe through EIP-1271), and the signer, read at the latest block, the contract's owner(), its EIP-1967 admin or an accepted registered signer (403 otherwise). Stores a verified proof, replacing an earlier one. When the chain does not answer, the signed claim is kept as a proof with `status: checking` (no badge), checked by a job with backoff until the chain answers: then verified, or refused and removed; the submitter is notified.
         */
        post: operations["proveOwnershipBySignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/contracts/{contractId}/signers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an address whose signatures should count for a contract
         * @description The owner only (404 otherwise). Pending until an admin accepts it in the admin queue; at most 5 per contract.
         */
        post: operations["registerOwnershipSigner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/proofs/well-known-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the token in the website's /.well-known/chainboost-verification.txt
         * @description The owner only (404 otherwise). Fetches https://<website host>/.well-known/chainboost-verification.txt (public addresses only, also after redirects; at most 3 redirects, 4 KB, 5 s). A line of it must be the token. 400 when it does not hold it; 503 when the site did not answer.
         */
        post: operations["proveOwnershipByWellKnownFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/proofs/dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the TXT record chainboost-verification=<token> on the website's domain
         * @description The owner only (404 otherwise). 400 when no TXT record holds it; 503 when DNS did not answer.
         */
        post: operations["proveOwnershipByDns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/proofs/{proofId}/recheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a verified proof again now
         * @description The owner or an admin (404 otherwise). The proof lapses when it no longer holds (the owner and admins are notified). When the chain, site or DNS does not answer nothing changes: the check is queued and retried, and the answer has `checking: true` until it settles. A lapsed proof is a 409: prove ownership again.
         */
        post: operations["recheckOwnershipProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ownership-signers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or reject a team's registered signer
         * @description Admins only. An accepted signer's EIP-712 signatures prove control of its contract. Recorded in the audit log; the submitter is notified.
         */
        patch: operations["decideOwnershipSigner"];
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public project directory
         * @description Public, no sign-in. Every listed project, Featured ones first and then by name, with category, the category page that lists it, description, links, whether the team has verified it and whether it is Featured. Projects enter the directory when an admin approves a project submission; a Featured listing is Featured once approved and paid.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve or reject a pending partner profile
         * @description Admins only. `approved: true` makes the profile owner a partner at once (role `partner`); `false` rejects it, with an optional `reasonCode` (default `other`; refused when approving) that says whether and when the owner may re-apply. Optional `adminNotes` are shown to the owner. Decided once while pending: deciding a profile that is decided or withdrawn, or that another admin has claimed, is a 409. The decision is written to the audit log.
         */
        patch: operations["decidePartner"];
        trace?: never;
    };
    "/api/admin/projects/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Verify or reject a pending directory project
         * @description Admins only. `verified: true` gives the project the Verified badge in the directory; `false` rejects the request. Decided once (a second decision is a 409) and written to the audit log.
         */
        patch: operations["verifyProject"];
        trace?: never;
    };
    "/api/admin/articles/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Publish or reject a pending partner article
         * @description Admins only. `published: true` puts the article on the public articles pages (`GET /api/articles`); `false` rejects it, with optional `adminNotes` for the partner and an optional `reasonCode` (default `other`; refused when publishing) that says whether and when the partner may resubmit. Decided once while pending (deciding one that is decided or withdrawn is a 409) and written to the audit log.
         */
        patch: operations["publishArticle"];
        trace?: never;
    };
    "/api/admin/bulk-decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject several pending items of one queue
         * @description Admins only. Decides each id of one queue (`partner`, `project`, `article` or `project-submission`) with one note and, for rejected articles and project submissions, one `reasonCode`; approving project submissions, `overridePayment: true` with `notes` also approves featured and verified listings whose payment is not recorded (audited as `approved-unpaid`), as the single decision does. Each item is decided exactly as its single decision route would (its own transaction, audit entry, timeline entry and notification). An item that is no longer pending (someone else decided or withdrew it) or that another admin has claimed is reported with status 409 and left as it is; an unknown id with 404; neither stops the others. `data` holds one result per id, in the order given. 1 to 100 distinct ids.
         */
        post: operations["decideInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bulk-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the same payment for several featured or verified listings
         * @description Admins only. Records one payment (amount in US dollars, reference, day paid; checked as for `POST /api/project-submissions/{id}/payment`) for each project submission named, each exactly as the single recording (its own transaction, `project-submission.payment` audit entry, timeline entry and owner notification; an approved Featured listing becomes Featured). A free listing or one already paid is reported with status 409 and left as it is; an unknown id with 404; neither stops the others. `data` holds one result per id, in the order given. 1 to 100 distinct ids.
         */
        post: operations["recordPaymentsInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partner profiles waiting for approval, by age
         * @description Admins only. The review queue of partner profiles: company, website, description, referral code and the applicant's username. Decide each one with `PATCH /api/admin/partners/{id}/approve`. `q` matches the company name, website, referral code or username, any letter case; a quoted request ID (PP-YYMM-NNNN) finds that profile. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day. Each item carries the queue's target review time (`reviewTargetHours`), whether it waits longer (`overdue`) and the admin reviewing it (`claimedBy`, see `POST /api/admin/claims`); `X-Overdue-Count` counts the overdue items the same filters match.
         */
        get: operations["listPendingPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Directory projects waiting for verification, by age
         * @description Admins only. Listed directory projects whose verification is still pending (name, category, description, website). Decide each one with `PATCH /api/admin/projects/{id}/verify`. `q` matches the name or description; `category` keeps one directory category. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day. Each item carries the queue's target review time (`reviewTargetHours`), whether it waits longer (`overdue`) and the admin reviewing it (`claimedBy`, see `POST /api/admin/claims`); `X-Overdue-Count` counts the overdue items the same filters match.
         */
        get: operations["listPendingProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified directory projects
         * @description Admins only. Listed directory projects that carry the Verified badge (name, category, description, website), each of which `POST /api/admin/projects/{id}/unverify` sends back to the verification queue. `q` matches the name or description; `category` keeps one directory category. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the day the project was listed.
         */
        get: operations["listVerifiedProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partner articles waiting for review, by age
         * @description Admins only. Articles partners submitted that are neither published nor rejected: title, category, excerpt, image and the partner's company name. Decide each one with `PATCH /api/admin/articles/{id}/publish`. `q` matches the title, excerpt or author company, or finds a quoted request ID (AS-YYMM-NNNN); `category` keeps one article category (any letter case). Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day. Each item carries the queue's target review time (`reviewTargetHours`), whether it waits longer (`overdue`) and the admin reviewing it (`claimedBy`, see `POST /api/admin/claims`); `X-Overdue-Count` counts the overdue items the same filters match.
         */
        get: operations["listPendingArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpublish a published partner article
         * @description The article leaves `GET /api/articles` and `/articles/{id}` at once and becomes rejected (reason code `other`, the reason as notes), so its partner may edit and resubmit it. Its timeline gets a `reversed` entry; the partner is notified. Admins only; `reason` (1–1000 characters) is required, shown to the owner, and the change is written to the audit log with its values before and after.
         */
        post: operations["unpublishArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a rejected partner article
         * @description The rejected article is pending again, back in the review queue, its decision cleared (the timeline keeps it, with a `reopened` entry); the partner is notified. Admins only; `reason` (1–1000 characters) is required, shown to the owner, and the change is written to the audit log with its values before and after.
         */
        post: operations["reopenArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}/unverify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the Verified badge from a directory project
         * @description The verified project goes back to pending verification: it stays listed, without the Verified badge, from the next read of `GET /api/projects` on every instance, and waits in the verification queue. Its submitter, if any, is notified. Admins only; `reason` (1–1000 characters) is required, shown to the owner, and the change is written to the audit log with its values before and after.
         */
        post: operations["unverifyProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an approved partner
         * @description The approved profile becomes `revoked` and its owner's role goes back to `user` from their next request on every instance. The partner tools stop (no new campaigns, articles or referral links; links count no new clicks); existing records stay readable. The profile timeline gets a `reversed` entry; the owner is notified. Admins only; `reason` (1–1000 characters) is required, shown to the owner, and the change is written to the audit log with its values before and after.
         */
        post: operations["revokePartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a decided project submission
         * @description An approved or rejected submission is pending again, back in the review queue, its decision cleared (the timeline keeps it, with a `reopened` entry). Reopening an approval removes the directory project it created (`removedProjectId`) until the submission is approved again. The submitter is notified. Admins only; `reason` (1–1000 characters) is required, shown to the owner, and the change is written to the audit log with its values before and after.
         */
        post: operations["reopenProjectSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log
         * @description Admins only. Every audited admin action: which admin, when, on what, the outcome and the notes. `q` matches the notes, the target label or the admin username; `action` and `targetType` keep one kind. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log as a CSV file
         * @description Admins only. The audit entries as a UTF-8 CSV download (`audit-log.csv`). Takes the same `q`, filters and `sort` as the list and exports everything they match (no paging). Cells that a spreadsheet would run as a formula are neutralised.
         */
        get: operations["exportAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact form messages
         * @description Admins only. Messages sent with `POST /api/contact` (name, email, company, message, when). `q` matches the name, email, company or message. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.
         */
        get: operations["listContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact messages as a CSV file
         * @description Admins only. The contact messages as a UTF-8 CSV download (`contact-messages.csv`). Takes the same `q`, filters and `sort` as the list and exports everything they match (no paging). Cells that a spreadsheet would run as a formula are neutralised.
         */
        get: operations["exportContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers
         * @description Admins only. Addresses subscribed with `POST /api/newsletter`, when, and their status (pending until confirmed, active, unsubscribed). `q` matches the address; `status` keeps one status. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.
         */
        get: operations["listNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers as a CSV file
         * @description Admins only. The subscribers as a UTF-8 CSV download (`newsletter-subscribers.csv`). Takes the same `q`, filters and `sort` as the list and exports everything they match (no paging). Cells that a spreadsheet would run as a formula are neutralised.
         */
        get: operations["exportNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referral-conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral conversions by review status
         * @description Admins only. Signups credited to a referral link, with the fraud checks that flagged them (`self-referral`, `shared-address`, `shared-device`, `automation-agent`, `burst`; see docs/referral-fraud-checks.md), the signup's client address and user agent, and the review. `status` flagged (default: the review queue), counted or voided; `q` matches the username, referral code, company name or client address. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the conversion day.
         */
        get: operations["listReferralConversions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referral-conversions/{userId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a flagged referral conversion
         * @description Admins only. The conversion counts from now on: it moves from flagged to counted in its day of the partner statistics and adds one to the referral’s conversions; the partner is notified and conversion webhooks fire. Optional `note`. Only a flagged conversion can be decided (else 409). Audited as `referral-conversion.confirm`.
         */
        post: operations["confirmReferralConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referral-conversions/{userId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a flagged referral conversion
         * @description Admins only. The conversion never counts: it moves from flagged to voided in its day of the partner statistics. A `note` is required and is shown to the partner, who is notified. Only a flagged conversion can be decided (else 409). Audited as `referral-conversion.void`.
         */
        post: operations["voidReferralConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts, searched, filtered and paged
         * @description Admins only. Every account (deleted ones excepted): username, role, email address and whether it is verified, creation time, whether it is disabled, whether two-factor sign-in is on, and its partner profile's id and status (to revoke an approved partner with `POST /api/admin/partners/{id}/revoke`). `q` matches part of the username, the email address or a wallet address in any letter case (`wallets` on each row: the linked wallets' addresses); `role` keeps one role, `status` active or disabled accounts and `twoFactor` those with two-factor sign-in on or off (`twoFactorEnabled` on each row). Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an account
         * @description Admins only. The account can no longer sign in (403 "This account is disabled" after a correct password) and every session it has ends at once, on every instance. An admin cannot disable their own account (409). Audited as `user.disable`.
         */
        post: operations["disableUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled account
         * @description Admins only. The account can sign in again. Audited as `user.enable`.
         */
        post: operations["enableUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/password-reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use password-reset link for an account
         * @description Admins only. For accounts without a verified email address: the link `/reset-password?token=…` is valid for 30 minutes and once, and appears only in this answer for the admin to pass on (the server keeps only a hash of its token). Audited as `user.password-reset-link`.
         */
        post: operations["createPasswordResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-submissions/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve or reject a pending project submission
         * @description Admins only. `verificationStatus: approved` lists the project in the public directory; `rejected` does not. Optional `adminNotes` are shown to the submitter. A rejection may carry a `reasonCode` (default `other`), which decides whether and when the owner may resubmit; it is refused (400) when approving. Each pending submission is decided once: deciding one that is no longer pending (decided or withdrawn), or that another admin has claimed (`POST /api/admin/claims`), is a 409. Approving a featured or verified listing whose payment is not recorded is a 409 unless `overridePayment: true` comes with `adminNotes` (an override without notes is a 400); the override is audited and shown in the timeline. The decision is written to the audit log.
         */
        patch: operations["decideProjectSubmission"];
        trace?: never;
    };
    "/api/admin/project-submissions/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote the price of a featured or verified listing, paid on chain
         * @description Admins only. For a featured or verified submission whose payment is pending: an amount of a token (`native` or an ERC-20 address, checksummed) on an accepted chain, to the site's treasury (TREASURY_ADDRESS), valid for `validityDays` (1–90, default 7). An ERC-20's symbol and decimals are read from the chain and the amount is stored in the token's smallest unit. Replaces the open quote. Audited (`project-submission.quote`), shown in the owner's timeline and notified to them. 503 with a message without TREASURY_ADDRESS or when the chain cannot be read.
         */
        post: operations["issueProjectSubmissionQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/note-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved rejection reasons
         * @description Admins only. The saved reasons (label, optional reason code, note) offered when rejecting. `q` matches the label or the note. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or newest; `from`/`to` (YYYY-MM-DD, inclusive, UTC) on the creation day.
         */
        get: operations["listNoteTemplates"];
        put?: never;
        /**
         * Save a rejection reason
         * @description Admins only. Saves a label (1–80 characters, unique whatever the case), an optional reason code and a note (1–1000 characters).
         */
        post: operations["createNoteTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/note-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved rejection reason
         * @description Admins only. Decisions already made with it keep their notes.
         */
        delete: operations["deleteNoteTemplate"];
        options?: never;
        head?: never;
        /**
         * Change a saved rejection reason
         * @description Admins only. Changes the fields given (at least one); `reasonCode: null` removes the reason code.
         */
        patch: operations["updateNoteTemplate"];
        trace?: never;
    };
    "/api/project-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each listed project's latest insight snapshot
         * @description Public, no sign-in. For every listed project the newest recorded figures (total users, KYC users, trading volume in USD over the last 30 days, growth score), largest trading volume first.
         */
        get: operations["listLatestInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a new insight snapshot for a project
         * @description Admins only. Adds a snapshot of figures for a directory project; the newest snapshot is what insights and leaderboards show. KYC users must not exceed total users; an unknown project is a 400. Not idempotent: each call adds a snapshot.
         */
        post: operations["recordInsight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/metric/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects ranked by one metric
         * @description Public, no sign-in. Listed projects ranked by one figure of their latest insight snapshot: `volume` (trading volume, USD, last 30 days), `users` (total users) or `growth` (growth score). Equal scores share a rank (1, 2, 2, 4). `limit` caps the entries (1–100, default 20).
         */
        get: operations["rankProjectsByMetric"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/entity/{entityType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Overall ranking of projects
         * @description Public, no sign-in. Listed projects ranked by an overall score of 0–100: 40% trading volume and 30% users, each relative to the leader on that figure, plus 30% growth score. Equal scores share a rank (1, 2, 2, 4). `entityType` is `project`; `limit` caps the entries (1–100, default 20).
         */
        get: operations["rankProjectsOverall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversion webhook endpoint
         * @description Partners only. The endpoint with its signing secret, or `data: null` when none is set.
         */
        get: operations["getWebhookEndpoint"];
        /**
         * Set the conversion webhook endpoint
         * @description Partners only. Sets or replaces the URL events are POSTed to. It must be https, and its host must not be, or resolve to, a loopback, private, carrier-grade NAT, link-local, unspecified, multicast or reserved address (400 naming the reason). A new endpoint gets a signing secret; a changed URL keeps its secret. 403 also when the partner profile is rejected, withdrawn or revoked.
         */
        put: operations["setWebhookEndpoint"];
        post?: never;
        /**
         * Remove the conversion webhook endpoint
         * @description Partners only. No more events are sent; pending deliveries end as failed. The delivery log is kept.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret
         * @description Partners only. Answers the endpoint with its new secret, which signs every attempt from now on. 403 also when the partner profile is rejected, withdrawn or revoked.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Partners only. Queues a `referral.test` event to the endpoint; its delivery appears in the log. At most RATE_LIMIT_WEBHOOK_TEST (default 20) per account and hour (429 beyond). 403 also when the partner profile is rejected, withdrawn or revoked.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log
         * @description Partners only. The caller's events, newest first, with each one's status and last attempt. Keyset-paged (`limit`, `cursor` from the `Link` header; total in `X-Total-Count`).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/payout-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner's payout address, a change waiting, and its history
         * @description Partners, signed in with a session. Where rewards are paid now (`current`), a change waiting for its hold to end (`pending`), and every change newest first (at most 50), with where each was asked from.
         */
        get: operations["getPayoutAddress"];
        /**
         * Choose a new payout address: one of your wallets, on one chain
         * @description Partners, signed in with a session. The address is one of the wallets linked to the account (so control is proven) and the chain an accepted one. Confirm with the password, or with a two-factor code when two-factor authentication is on. The change becomes effective after a hold (48 hours by default, PAYOUT_ADDRESS_HOLD_HOURS), replaces any change still waiting, is kept in the history with where it was asked from, and is mailed to the verified address; until it is effective payouts go to the address before it. Rate limited like two-factor codes (429 with `Retry-After`).
         */
        put: operations["changePayoutAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/payout-address/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel the payout address change that is waiting
         * @description Partners, signed in with a session. Payouts keep going where they went; the cancellation is kept in the history and mailed to the verified address. No change waiting is a 404.
         */
        delete: operations["cancelPayoutAddressChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/payout-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's payout address and its history
         * @description Admins. The payout address of the account (a partner, or one that was), a change waiting, and every change newest first (at most 50) with where it was asked from. An account that never chose one has an empty history.
         */
        get: operations["getUserPayoutAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a pending queue item for review
         * @description Admins only. Marks a pending partner profile, directory project, article or project submission as yours, so other admins see "Claimed by …" in the queue and cannot decide it (their decisions are a 409) until you decide it, release it or the claim lapses (`CLAIM_MINUTES`, default 30). Claiming your own item again renews it. Another admin's valid claim is a 409 "Claimed by <username> since <time>"; an item no longer pending is a 409; an unknown id a 404.
         */
        post: operations["claimQueueItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Release your claim on a queue item
         * @description Admins only. Ends your own claim so another admin may take the item. Another admin's claim is a 409 "Claimed by …"; no valid claim of yours on the item is a 404.
         */
        delete: operations["releaseQueueItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FieldErrorDto: {
            /** @example username */
            field: string;
            /**
             * @example [
             *       "Username must be at least 3 characters"
             *     ]
             */
            messages: string[];
        };
        ErrorResponseDto: {
            /** @example false */
            success: boolean;
            /** @example Username must be at least 3 characters */
            message: string;
            errors?: components["schemas"]["FieldErrorDto"][];
        };
        OutboxEntryDto: {
            /** @example 12 */
            id: number;
            /** @example jane@example.com */
            to: string;
            /** @example We received your message */
            subject: string;
            /**
             * Format: date-time
             * @example 2026-11-24T10:00:00.000Z
             */
            sentAt: string;
        };
        OutboxMessageDto: {
            /** @example 12 */
            id: number;
            /** @example jane@example.com */
            to: string;
            /** @example We received your message */
            subject: string;
            /**
             * Format: date-time
             * @example 2026-11-24T10:00:00.000Z
             */
            sentAt: string;
            /** @description The plain-text part. */
            text: string;
            /** @description The HTML part, exactly as sent. Show it only in a sandboxed frame. */
            html: string;
        };
        SessionUserDto: {
            /** @example 1 */
            id: number;
            /** @example satoshi */
            username: string;
            /**
             * @example user
             * @enum {string}
             */
            role: "admin" | "partner" | "user";
        };
        AuthResponseDto: {
            /** @example true */
            success: boolean;
            /** @example Logged in */
            message: string;
            user: components["schemas"]["SessionUserDto"] | null;
        };
        LoginDto: {
            /** @example satoshi */
            username: string;
            /**
             * Format: password
             * @example correct horse battery
             */
            password: string;
        };
        LoginResponseDto: {
            /** @example true */
            success: boolean;
            /** @example Logged in */
            message: string;
            user: components["schemas"]["SessionUserDto"] | null;
            /**
             * @description Present (true) only when the password was right and the account has two-factor authentication on: nobody is signed in yet; send the code to `POST /api/auth/login/two-factor` within 5 minutes. `user` is null then.
             * @example true
             */
            twoFactorRequired?: boolean;
        };
        SignupDto: {
            /** @example satoshi */
            username: string;
            /**
             * Format: password
             * @example correct horse battery
             */
            password: string;
        };
        TwoFactorStatusDto: {
            /**
             * @description Whether signing in asks for a code after the password.
             * @example true
             */
            enabled: boolean;
            /**
             * @description Unused recovery codes (0 while two-factor authentication is off).
             * @example 10
             */
            recoveryCodesLeft: number;
            /**
             * @description True for an admin while the server requires two-factor authentication for admins (ADMIN_REQUIRE_2FA).
             * @example false
             */
            required: boolean;
        };
        TwoFactorSetupDto: {
            /**
             * @description The shared secret (base32), for typing in by hand.
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
            /** @example otpauth://totp/example.com:ada?secret=JBSWY3DPEHPK3PXP&issuer=example.com */
            otpauthUri: string;
            /**
             * @description A PNG QR code of `otpauthUri`.
             * @example data:image/png;base64,iVBORw0KGgo…
             */
            qrCodeDataUrl: string;
        };
        RecoveryCodesDto: {
            /**
             * @description Ten single-use recovery codes. Shown this once: only their hashes are kept.
             * @example [
             *       "k7mqz-3vd9a",
             *       "p2xwe-hn4tc"
             *     ]
             */
            recoveryCodes: string[];
        };
        TwoFactorCodeDto: {
            /**
             * @description The six-digit code from the authenticator app.
             * @example 123456
             */
            code: string;
        };
        TwoFactorConfirmDto: {
            /**
             * @description The six-digit code from the authenticator app, or one of the recovery codes (which is then used up).
             * @example 123456
             */
            code: string;
            /**
             * Format: password
             * @example correct horse battery
             */
            password: string;
        };
        TwoFactorLoginCodeDto: {
            /**
             * @description The six-digit code from the authenticator app, or one of the recovery codes (which is then used up).
             * @example 123456
             */
            code: string;
        };
        PasswordStatusDto: {
            /**
             * @description False for an account made with a wallet that has not set a password: it signs in with its wallets.
             * @example true
             */
            isSet: boolean;
        };
        RevokedSessionsDto: {
            /**
             * @description How many sessions were signed out.
             * @example 2
             */
            revoked: number;
        };
        ChangePasswordDto: {
            /**
             * Format: password
             * @description Required when the account has a password; an account made with a wallet sets its first one without it.
             * @example correct horse battery
             */
            currentPassword?: string;
            /**
             * Format: password
             * @example a new long passphrase
             */
            newPassword: string;
        };
        AccountSessionDto: {
            /**
             * @description Names the session for signing it out; not the session cookie, and useless as one.
             * @example mC3fJ0wq9Zb1mPmvE0cQd9k2LrS4tU6vW8xY0zA1bC2
             */
            id: string;
            /**
             * @description Browser and major version, from the user agent; null when unknown.
             * @example Chrome 131
             */
            browser: string | null;
            /**
             * @description Operating system, from the user agent; null when unknown.
             * @example Windows 10
             */
            os: string | null;
            /**
             * @description The user agent the session signed in with.
             * @example Mozilla/5.0 (Windows NT 10.0; Win64; x64) …
             */
            userAgent: string | null;
            /**
             * @description The client address the session signed in from.
             * @example 203.0.113.7
             */
            ipAddress: string | null;
            /**
             * Format: date-time
             * @description When the session signed in.
             */
            signedInAt: string | null;
            /**
             * Format: date-time
             * @description Last activity, recorded at most every few minutes.
             */
            lastSeenAt: string | null;
            /**
             * @description True for the session making this request.
             * @example false
             */
            current: boolean;
        };
        PasswordResetAnswerDto: {
            /** @example Your password has been reset. Sign in with the new one. */
            message: string;
        };
        RequestPasswordResetDto: {
            /** @example satoshi */
            username: string;
        };
        ConfirmPasswordResetDto: {
            /**
             * @description The `token` query parameter of the reset link.
             * @example q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC
             */
            token: string;
            /**
             * Format: password
             * @example a new long passphrase
             */
            newPassword: string;
        };
        AccountEmailDto: {
            /**
             * @description The address on the account; null when there is none.
             * @example ada@example.com
             */
            email: string | null;
            /**
             * @description True once the address was confirmed through the link mailed to it. Mail goes only to a verified address.
             * @example false
             */
            verified: boolean;
        };
        ChangeAccountEmailDto: {
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
        };
        VerifyAccountEmailDto: {
            /**
             * @description The `token` query parameter of the verification link.
             * @example q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC
             */
            token: string;
        };
        AccountDeletedDto: {
            /** @example true */
            deleted: boolean;
        };
        DeleteAccountDto: {
            /**
             * @description The account's current password
             * @example secret123
             */
            password: string;
        };
        ApiTokenDto: {
            /** @example 7 */
            id: number;
            /** @example Reporting script */
            name: string;
            /**
             * @description The first characters of the token, to tell tokens apart.
             * @example cbt_q3Jk7m
             */
            prefix: string;
            /**
             * @description `read`: GET requests only (others answer 403); `read-write`: every request the account may make.
             * @enum {string}
             */
            scope: "read" | "read-write";
            /**
             * Format: date-time
             * @description Null: the token does not expire.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Last request made with the token (recorded at most once a minute); null when never used.
             */
            lastUsedAt: string | null;
            /** @description True once expiresAt has passed: the token no longer works. */
            expired: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CreatedApiTokenDto: {
            /** @example 7 */
            id: number;
            /** @example Reporting script */
            name: string;
            /**
             * @description The first characters of the token, to tell tokens apart.
             * @example cbt_q3Jk7m
             */
            prefix: string;
            /**
             * @description `read`: GET requests only (others answer 403); `read-write`: every request the account may make.
             * @enum {string}
             */
            scope: "read" | "read-write";
            /**
             * Format: date-time
             * @description Null: the token does not expire.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Last request made with the token (recorded at most once a minute); null when never used.
             */
            lastUsedAt: string | null;
            /** @description True once expiresAt has passed: the token no longer works. */
            expired: boolean;
            /**
             * @description The token, shown this once: only its hash is stored. Send it as `Authorization: Bearer <token>`.
             * @example cbt_q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC
             */
            token: string;
            /** Format: date-time */
            createdAt: string;
        };
        CreateApiTokenDto: {
            /** @example Reporting script */
            name: string;
            /**
             * @example read
             * @enum {string}
             */
            scope: "read" | "read-write";
            /**
             * @description Days until the token stops working; null or left out: it does not expire.
             * @example 90
             */
            expiresInDays?: number | null;
        };
        RevokedApiTokenDto: {
            /** @example 7 */
            id: number;
            /** Format: date-time */
            revokedAt: string;
        };
        WalletOptionsDto: {
            /**
             * @description Accepted chain ids (EIP-155).
             * @example [
             *       1,
             *       8453,
             *       42161,
             *       10,
             *       137
             *     ]
             */
            chainIds: number[];
            /**
             * @description The WalletConnect Cloud project id to connect wallets on other devices with; null when WalletConnect is not offered.
             * @example 0123456789abcdef0123456789abcdef
             */
            walletConnectProjectId: string | null;
        };
        WalletSignInRequestDto: {
            /**
             * @description Single use, bound to this session.
             * @example 4f1c7e0a9b2d4c6e8f0a1b3c5d7e9f21
             */
            nonce: string;
            /**
             * Format: date-time
             * @description The nonce is refused after this (10 minutes).
             */
            expiresAt: string;
            /**
             * @description The message's domain: this site's host.
             * @example chainboost.example
             */
            domain: string;
            /**
             * @description The message's URI: this site's origin.
             * @example https://chainboost.example
             */
            uri: string;
            /**
             * @description A statement the message may carry.
             * @example Sign in to ChainBoost with this wallet.
             */
            statement: string;
            /**
             * @description Accepted chain ids (EIP-155).
             * @example [
             *       1,
             *       8453,
             *       42161,
             *       10,
             *       137
             *     ]
             */
            chainIds: number[];
        };
        WalletProofDto: {
            /**
             * @description The EIP-4361 message the wallet signed, with the nonce of `POST /api/auth/wallet/nonce`.
             * @example chainboost.example wants you to sign in with your Ethereum account:
             *     0x…
             *
             *     Sign in to ChainBoost with this wallet.
             *
             *     URI: https://chainboost.example
             *     Version: 1
             *     Chain ID: 1
             *     Nonce: 4f1c…
             *     Issued At: 2026-12-07T10:00:00.000Z
             */
            message: string;
            /**
             * @description The signature (EIP-191 personal_sign), hex.
             * @example 0x5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f1b
             */
            signature: string;
        };
        NewWalletDto: {
            /**
             * @description Checksummed (EIP-55).
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
            /** @example 1 */
            chainId: number;
        };
        WalletLoginResponseDto: {
            /** @example true */
            success: boolean;
            /** @example Logged in */
            message: string;
            user: components["schemas"]["SessionUserDto"] | null;
            /**
             * @description Present (true) only when the password was right and the account has two-factor authentication on: nobody is signed in yet; send the code to `POST /api/auth/login/two-factor` within 5 minutes. `user` is null then.
             * @example true
             */
            twoFactorRequired?: boolean;
            /** @description Present when the wallet belongs to no account yet: nobody is signed in; choose a username with `POST /api/auth/wallet/signup` within 10 minutes. `user` is null then. */
            newWallet?: components["schemas"]["NewWalletDto"] | null;
        };
        WalletSignupDto: {
            /** @example satoshi */
            username: string;
        };
        WalletDto: {
            /** @example 3 */
            id: number;
            /**
             * @description Checksummed (EIP-55).
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
            /**
             * @description The chain (EIP-155 id) it signed on when it was linked.
             * @example 8453
             */
            chainId: number;
            /** @example Ledger */
            name: string | null;
            /**
             * @description The address's primary ENS name, when the mainnet RPC URL resolves one (the reverse record, checked forward).
             * @example vitalik.eth
             */
            ensName: string | null;
            /**
             * Format: date-time
             * @description Last sign-in with it (at most once a minute).
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            linkedAt: string;
        };
        RenameWalletDto: {
            /**
             * @description Empty or null removes the name.
             * @example Ledger
             */
            name: string | null;
        };
        UnlinkedWalletDto: {
            /** @example 3 */
            id: number;
        };
        NotificationDto: {
            /** @example 31 */
            id: number;
            /**
             * @example submission-decided
             * @enum {string}
             */
            kind: "submission-decided" | "partner-profile-decided" | "referral-converted" | "pending-review" | "contact-message";
            /** @example Your project "Nova Swap" was rejected */
            title: string;
            /** @example It will not be listed. Admin notes: Please add an audit report. */
            body: string;
            /**
             * @description A path of this site about the thing concerned.
             * @example /submit-project
             */
            link: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T10:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example null
             */
            readAt: string | null;
        };
        UnreadCountDto: {
            /** @example 3 */
            count: number;
        };
        MarkedReadDto: {
            /**
             * @description How many notifications were unread and are now read.
             * @example 3
             */
            updated: number;
        };
        NotificationPreferenceDto: {
            /**
             * @example submission-decided
             * @enum {string}
             */
            kind: "submission-decided" | "partner-profile-decided" | "referral-converted" | "pending-review" | "contact-message";
            /** @example Decisions on my submissions */
            label: string;
            /** @example When an admin approves or rejects a project listing or an article you submitted. */
            description: string;
            /**
             * @description Whether these also come by email (to a verified address).
             * @example true
             */
            email: boolean;
        };
        PreferenceChangeDto: {
            /**
             * @description A kind from `GET /api/notifications/preferences`.
             * @example submission-decided
             */
            kind: string;
            /** @example false */
            email: boolean;
        };
        SavePreferencesDto: {
            preferences: components["schemas"]["PreferenceChangeDto"][];
        };
        HealthDto: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "unavailable";
        };
        LivenessDto: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok";
        };
        ReadinessChecksDto: {
            /**
             * @description The database answers within 2 seconds
             * @enum {string}
             */
            database: "ok" | "failing";
            /**
             * @description Every migration this code knows is applied; unknown while the database does not answer
             * @enum {string}
             */
            migrations: "ok" | "failing" | "unknown";
            /**
             * @description The connection listening for change notifications is up
             * @enum {string}
             */
            changeFeed: "ok" | "failing";
            /** @description The instance is shutting down: it still serves requests but should get no new ones */
            draining: boolean;
        };
        ReadinessDto: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "unavailable";
            checks: components["schemas"]["ReadinessChecksDto"];
        };
        ContactMessageDto: {
            /** @example Ada Lovelace */
            name: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /** @example Analytical Engines Ltd */
            company: string;
            /** @example We are launching a DEX and need KYC-verified users. */
            message: string;
            /** @description Honeypot: leave empty. Forms hide it from people; a filled value is accepted but nothing is stored. */
            fax?: string;
        };
        MessageResponseDto: {
            /** @example true */
            success: boolean;
            /** @example Thanks! We'll get back to you within 24 hours. */
            message: string;
        };
        NewsletterSubscriptionDto: {
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /** @description Honeypot: leave empty. Forms hide it from people; a filled value is accepted but nothing is stored. */
            fax?: string;
        };
        NewsletterStatusDto: {
            /**
             * @example active
             * @enum {string}
             */
            status: "pending" | "active" | "unsubscribed";
        };
        NewsletterConfirmationDto: {
            /** @description The `token` of the link in the confirmation mail. */
            token: string;
        };
        NewsletterUnsubscribeDto: {
            /** @description The `token` of the unsubscribe link. One-click requests (RFC 8058) send it in the query instead. */
            token?: string;
        };
        ResubmissionDto: {
            /** @description false: the rejection reason does not allow resubmitting, ever */
            allowed: boolean;
            /**
             * Format: date-time
             * @description From when it may be resubmitted (null when never)
             */
            from: string | null;
        };
        PartnerProfileDto: {
            /** @example 1 */
            id: number;
            /**
             * @description The ID to quote: PP, the year and month of creation (YYMM), the id zero-padded to 4 digits
             * @example PP-2611-0001
             */
            requestId: string;
            /** @example Nova Exchange */
            companyName: string;
            /** @example https://nova.example */
            website: string | null;
            /** @example A spot and futures exchange. */
            description: string | null;
            /** @example NOVA2026 */
            referralCode: string;
            /**
             * @description Admin review of the profile: withdrawn by its owner while pending, revoked by an admin after approval
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "withdrawn" | "revoked";
            /** @description True once an admin approved the profile */
            approved: boolean;
            /**
             * @description The admin's reason or notes with the decision, if any
             * @example null
             */
            decisionReason: string | null;
            /**
             * @description Why it was rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /** @example Needs more detail */
            reasonLabel: string | null;
            /** @description Whether and when a rejected profile may re-apply; null unless rejected */
            resubmission: components["schemas"]["ResubmissionDto"] | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last decided
             */
            decidedAt: string | null;
        };
        CreatePartnerProfileDto: {
            /** @example Nova Exchange */
            companyName: string;
            /**
             * Format: uri
             * @example https://nova.example
             */
            website?: string;
            /** @example A spot and futures exchange for emerging markets. */
            description?: string;
            /** @example NOVA2026 */
            referralCode: string;
        };
        EditPartnerProfileDto: {
            /** @example Nova Exchange */
            companyName: string;
            /**
             * Format: uri
             * @example https://nova.example
             */
            website?: string;
            /** @example A spot and futures exchange for emerging markets. */
            description?: string;
        };
        TimelineEventDto: {
            /** @example 3 */
            id: number;
            /** @enum {string} */
            event: "submitted" | "edited" | "withdrawn" | "decided" | "resubmitted" | "reopened" | "reversed" | "payment-recorded" | "quote-issued" | "payment-settled";
            /**
             * @description Who acted; admins are not named
             * @enum {string}
             */
            actor: "owner" | "admin";
            /**
             * @description "An admin" for admins; "You" (or "The owner" when an admin reads it) for the owner
             * @example An admin
             */
            actorLabel: string;
            /**
             * @description approved or rejected for a decision (a reversal rejects), revoked for a revoked partner profile, completed for a recorded payment
             * @enum {string|null}
             */
            outcome: "approved" | "rejected" | "revoked" | "completed" | null;
            /**
             * @description For rejections
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /** @example Needs more detail */
            reasonLabel: string | null;
            /** @description The admin's notes of a decision */
            notes: string | null;
            /** Format: date-time */
            at: string;
        };
        ExclusionsDto: {
            /**
             * @description Crawlers, link previews and scripts
             * @example 3
             */
            bot: number;
            /**
             * @description Repeat visits of one visitor within the hour
             * @example 5
             */
            duplicate: number;
            /**
             * @description The partner's own visits
             * @example 1
             */
            own: number;
            /**
             * @description Admins' visits
             * @example 0
             */
            admin: number;
            /**
             * @description Over the per-address click rate limit
             * @example 0
             */
            rateLimit: number;
            /**
             * @description Not a top-level navigation (an image, script or fetch pointed at the link)
             * @example 2
             */
            notNavigation: number;
            /**
             * @description While the partner's profile was rejected, withdrawn or revoked
             * @example 0
             */
            inactive: number;
        };
        DailyStatsDto: {
            /**
             * Format: date
             * @example 2026-06-01
             */
            day: string;
            /**
             * @description Counted clicks
             * @example 42
             */
            clicks: number;
            /**
             * @description Every request to the links: counted and excluded
             * @example 53
             */
            rawClicks: number;
            excluded: components["schemas"]["ExclusionsDto"];
            /**
             * @description Counted conversions
             * @example 2
             */
            conversions: number;
            /**
             * @description Conversions waiting for an admin review
             * @example 0
             */
            flaggedConversions: number;
        };
        StatsTotalsDto: {
            /** @example 420 */
            clicks: number;
            /** @example 530 */
            rawClicks: number;
            excluded: components["schemas"]["ExclusionsDto"];
            /** @example 21 */
            conversions: number;
            /** @example 1 */
            flaggedConversions: number;
            /**
             * @description conversions / clicks; null without clicks
             * @example 0.05
             */
            conversionRate: number | null;
        };
        SourceCountDto: {
            /**
             * @description A referrer host ("(direct)" for direct visits) or a landing path
             * @example twitter.com
             */
            value: string;
            /**
             * @description Counted clicks
             * @example 120
             */
            clicks: number;
        };
        ReferralStatsDto: {
            /**
             * Format: date
             * @example 2026-06-01
             */
            from: string;
            /**
             * Format: date
             * @example 2026-06-30
             */
            to: string;
            /** @enum {string} */
            interval: "day";
            /** @description Every day of the range, oldest first, zeros included */
            series: components["schemas"]["DailyStatsDto"][];
            totals: components["schemas"]["StatsTotalsDto"];
            /** @description Top 10 referrer hosts by counted clicks */
            topReferrerHosts: components["schemas"]["SourceCountDto"][];
            /** @description Top 10 landing paths by counted clicks */
            topLandingPaths: components["schemas"]["SourceCountDto"][];
        };
        ReferralDto: {
            /** @example 3 */
            id: number;
            /** @example NOVA-X7K2P9 */
            referralCode: string;
            /**
             * @description Counted visits of /r/{code} (bots and repeat visits within an hour excluded)
             * @example 12
             */
            clicks: number;
            /**
             * @description Accounts created within 30 days of their last click on this code
             * @example 2
             */
            conversions: number;
            /**
             * @description The campaign the link belongs to, if any
             * @example null
             */
            campaignId: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateReferralDto: {
            /** @example NOVA-X7K2P9 */
            referralCode: string;
            /**
             * @description Accepted for compatibility and ignored: a new referral starts at 0
             * @example 0
             */
            clicks?: number;
            /**
             * @description Accepted for compatibility and ignored: a new referral starts at 0
             * @example 0
             */
            conversions?: number;
            /**
             * @description One of the caller's campaigns the link belongs to
             * @example 4
             */
            campaignId?: number | null;
        };
        MoveReferralDto: {
            /**
             * @description One of the caller's campaigns, or null to take the link out of its campaign
             * @example 4
             */
            campaignId: number | null;
        };
        CampaignStatsDto: {
            /**
             * @description Counted clicks of the campaign's referral links, all time
             * @example 120
             */
            clicks: number;
            /**
             * @description Counted conversions of the campaign's referral links, all time
             * @example 6
             */
            conversions: number;
            /**
             * @description conversions / clicks; null without clicks
             * @example 0.05
             */
            conversionRate: number | null;
        };
        CampaignDto: {
            /** @example 4 */
            id: number;
            /** @example Q3 KYC signup drive */
            name: string;
            /** @example Verified signups in Southeast Asia */
            description: string;
            /** @example 25000 */
            budget: number;
            /** @enum {string} */
            status: "draft" | "active" | "completed";
            /**
             * Format: date
             * @example 2026-07-01
             */
            startDate: string | null;
            /**
             * Format: date
             * @example null
             */
            endDate: string | null;
            /** @example 5,000 KYC signups */
            targetMetrics: string;
            /** Format: date-time */
            createdAt: string;
            stats: components["schemas"]["CampaignStatsDto"];
        };
        CreateCampaignDto: {
            /** @example Q3 KYC signup drive */
            name: string;
            /** @example Verified signups in Southeast Asia */
            description?: string;
            /**
             * @default 0
             * @example 25000
             */
            budget: number;
            /**
             * @description Ignored: new campaigns always start as draft
             * @enum {string}
             */
            status?: "draft" | "active" | "completed";
            /**
             * Format: date
             * @example 2026-07-01
             */
            startDate?: string | null;
            /**
             * Format: date
             * @example 2026-09-30
             */
            endDate?: string | null;
            /** @example 5,000 KYC signups, 1,200 first trades */
            targetMetrics?: string;
        };
        ChangeCampaignStatusDto: {
            /**
             * @description draft → active → completed only
             * @enum {string}
             */
            status: "draft" | "active" | "completed";
        };
        EditCampaignDto: {
            /** @example Q3 KYC signup drive */
            name?: string;
            /** @example Verified signups in Southeast Asia */
            description?: string;
            /** @example 25000 */
            budget?: number;
            /**
             * Format: date
             * @description null clears the date
             * @example 2026-07-01
             */
            startDate?: string | null;
            /**
             * Format: date
             * @description null clears the date
             * @example 2026-09-30
             */
            endDate?: string | null;
            /** @example 5,000 KYC signups, 1,200 first trades */
            targetMetrics?: string;
        };
        ClaimHolderDto: {
            /** @example admin */
            username: string;
            /** Format: date-time */
            claimedAt: string;
        };
        AdminProjectSubmissionDto: {
            /** @example 12 */
            id: number;
            /**
             * @description The ID to quote: PS, the year and month of creation (YYMM), the id zero-padded to 4 digits
             * @example PS-2611-0012
             */
            requestId: string;
            /** @example Nebula Swap */
            projectName: string;
            /** @enum {string} */
            category: "Exchanges" | "DeFi" | "NFT" | "Gaming" | "Infrastructure" | "Other";
            /** @example A cross-chain DEX aggregator. */
            description: string;
            /** Format: uri */
            website: string | null;
            /** Format: uri */
            logo: string | null;
            twitter: string | null;
            telegram: string | null;
            /** @enum {string} */
            listingType: "free" | "featured" | "verified";
            /**
             * @description 'completed' for free listings, 'pending' otherwise
             * @enum {string}
             */
            paymentStatus: "pending" | "completed";
            /** @enum {string} */
            verificationStatus: "pending" | "approved" | "rejected" | "withdrawn";
            /** @description The reviewing admin's notes */
            adminNotes: string | null;
            /**
             * @description Why it was rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /** @example Needs more detail */
            reasonLabel: string | null;
            /** @description Whether and when a rejected submission may be resubmitted; null unless rejected */
            resubmission: components["schemas"]["ResubmissionDto"] | null;
            /** @description Directory project created on approval */
            projectId: number | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last decided
             */
            decidedAt: string | null;
            /**
             * @description While pending: the listing type's target review time in hours
             * @example 72
             */
            reviewTargetHours: number | null;
            /** @description Pending for longer than its target, as of this answer */
            overdue: boolean;
            /** @description While pending: the admin reviewing it now, or null */
            claimedBy: components["schemas"]["ClaimHolderDto"] | null;
        };
        ArticleSubmissionDto: {
            /** @example 7 */
            id: number;
            /**
             * @description The ID to quote: AS, the year and month of creation (YYMM), the id zero-padded to 4 digits
             * @example AS-2611-0007
             */
            requestId: string;
            /** @example How KYC-verified users lift exchange retention */
            title: string;
            /** @example Trading */
            category: string;
            /** @example Three lessons from onboarding 50,000 verified traders. */
            excerpt: string;
            /** @description Sanitized HTML */
            content: string;
            /** Format: uri */
            imageUrl: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "withdrawn";
            /** @description The reviewing admin's notes */
            adminNotes: string | null;
            /**
             * @description Why it was rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /** @example Needs more detail */
            reasonLabel: string | null;
            /** @description Whether and when a rejected article may be resubmitted; null unless rejected */
            resubmission: components["schemas"]["ResubmissionDto"] | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last decided
             */
            decidedAt: string | null;
        };
        SubmitArticleDto: {
            /** @example How KYC-verified users lift exchange retention */
            title: string;
            /** @example Trading */
            category: string;
            /** @example Three lessons from onboarding 50,000 verified traders. */
            excerpt: string;
            /**
             * @description HTML; sanitized with an allow-list before it is stored
             * @example <h2>Why verification matters</h2><p>Verified users trade more often...</p>
             */
            content: string;
            /**
             * Format: uri
             * @example https://images.example/cover.png
             */
            imageUrl?: string;
            /**
             * @description Ignored: submissions always start pending
             * @enum {string}
             */
            status?: "pending" | "approved" | "rejected" | "withdrawn";
        };
        ProjectSubmissionDto: {
            /** @example 12 */
            id: number;
            /**
             * @description The ID to quote: PS, the year and month of creation (YYMM), the id zero-padded to 4 digits
             * @example PS-2611-0012
             */
            requestId: string;
            /** @example Nebula Swap */
            projectName: string;
            /** @enum {string} */
            category: "Exchanges" | "DeFi" | "NFT" | "Gaming" | "Infrastructure" | "Other";
            /** @example A cross-chain DEX aggregator. */
            description: string;
            /** Format: uri */
            website: string | null;
            /** Format: uri */
            logo: string | null;
            twitter: string | null;
            telegram: string | null;
            /** @enum {string} */
            listingType: "free" | "featured" | "verified";
            /**
             * @description 'completed' for free listings, 'pending' otherwise
             * @enum {string}
             */
            paymentStatus: "pending" | "completed";
            /** @enum {string} */
            verificationStatus: "pending" | "approved" | "rejected" | "withdrawn";
            /** @description The reviewing admin's notes */
            adminNotes: string | null;
            /**
             * @description Why it was rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /** @example Needs more detail */
            reasonLabel: string | null;
            /** @description Whether and when a rejected submission may be resubmitted; null unless rejected */
            resubmission: components["schemas"]["ResubmissionDto"] | null;
            /** @description Directory project created on approval */
            projectId: number | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last decided
             */
            decidedAt: string | null;
        };
        SubmitProjectDto: {
            /** @example Nebula Swap */
            projectName: string;
            /** @enum {string} */
            category: "Exchanges" | "DeFi" | "NFT" | "Gaming" | "Infrastructure" | "Other";
            /** @example A cross-chain DEX aggregator with MEV protection. */
            description: string;
            /**
             * Format: uri
             * @example https://nebula.example
             */
            website?: string;
            /**
             * Format: uri
             * @example https://nebula.example/logo.png
             */
            logo?: string;
            /** @example @nebulaswap */
            twitter?: string;
            /** @example t.me/nebulaswap */
            telegram?: string;
            /**
             * @default free
             * @enum {string}
             */
            listingType: "free" | "featured" | "verified";
            /**
             * @description Ignored: set by the server from the listing type
             * @enum {string}
             */
            paymentStatus?: "pending" | "completed";
            /**
             * @description Ignored: submissions always start pending
             * @enum {string}
             */
            verificationStatus?: "pending" | "approved" | "rejected" | "withdrawn";
        };
        PublishedArticleDto: {
            /** @example 7 */
            id: number;
            /** @example Verified users trade more */
            title: string;
            /** @example Trading */
            category: string;
            /** @example Three lessons from onboarding 50,000 verified traders. */
            excerpt: string;
            /** @description Sanitized HTML (allow-listed tags, http(s) links only) */
            content: string;
            /** Format: uri */
            imageUrl: string | null;
            /**
             * @description The partner's company name
             * @example Nova Exchange
             */
            author: string;
            /** Format: date-time */
            publishedAt: string;
        };
        ListingQuoteDto: {
            id: number;
            submissionId: number;
            /** @example 8453 */
            chainId: number;
            /** @example Base */
            chainName: string;
            /**
             * @description 'native' or the ERC-20 address
             * @example 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913
             */
            token: string;
            /** @example USDC */
            tokenSymbol: string;
            /** @example 6 */
            tokenDecimals: number;
            /**
             * @description Whole tokens
             * @example 250
             */
            amount: string;
            /**
             * @description The token's smallest unit
             * @example 250000000
             */
            amountBaseUnits: string;
            /** @description The treasury address to pay, checksummed */
            treasury: string;
            /** @description The treasury on the chain's explorer */
            treasuryUrl: string | null;
            /** Format: date-time */
            expiresAt: string;
            /** @enum {string} */
            status: "open" | "superseded" | "paid";
            /** Format: date-time */
            createdAt: string;
        };
        ChainPaymentDto: {
            id: number;
            quoteId: number;
            chainId: number;
            txHash: string;
            /** @description The transaction on the chain's explorer */
            transactionUrl: string | null;
            /** @enum {string} */
            status: "checking" | "completed" | "refused";
            /** @description Why it does not pay the quote */
            refusal: string | null;
            /** @description What the last check is waiting for */
            waitingFor: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            settledAt: string | null;
        };
        ListingPaymentStateDto: {
            submissionId: number;
            /** @enum {string} */
            listingType: "free" | "featured" | "verified";
            /** @enum {string} */
            paymentStatus: "pending" | "completed";
            /** @description The open quote, else the latest one */
            quote: components["schemas"]["ListingQuoteDto"] | null;
            /** @description Transactions entered for this listing, newest first (20 at most) */
            payments: components["schemas"]["ChainPaymentDto"][];
        };
        SubmitChainPaymentDto: {
            /**
             * @description 0x and 64 hexadecimal digits
             * @example 0xabababababababababababababababababababababababababababababababab
             */
            txHash: string;
            /**
             * @description The quote's chain (the default); another is refused
             * @example 8453
             */
            chainId?: number;
        };
        ProjectContractDto: {
            /** @example 3 */
            id: number;
            /** @example 8453 */
            chainId: number;
            /** @example Base */
            chainName: string;
            /**
             * @description EIP-55 checksummed.
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
            /** Format: date-time */
            createdAt: string;
        };
        OwnershipProofDto: {
            /** @example 7 */
            id: number;
            /**
             * @description The contract a signature proof is for.
             * @example 3
             */
            contractId: number | null;
            /** @enum {string} */
            method: "signature" | "well-known-file" | "dns";
            /**
             * @description verified shows the badge; lapsed no longer holds.
             * @enum {string}
             */
            status: "verified" | "lapsed" | "checking";
            /** @description A re-check is queued (the chain or site did not answer): "Checking…". */
            checking: boolean;
            /**
             * @description The badge's method text.
             * @example contract owner on Base
             */
            badge: string;
            /** @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed */
            signer: string | null;
            /** @enum {string|null} */
            signerKind: "owner" | "admin" | "registered-signer" | null;
            /** @example 8453 */
            chainId: number | null;
            /** @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed */
            contract: string | null;
            /** @description The file or the domain of a website proof. */
            url: string | null;
            /** @example chainboost-verification=4f1c… */
            record: string | null;
            /** Format: date-time */
            checkedAt: string;
            /** Format: date-time */
            lapsedAt: string | null;
        };
        RegisteredSignerDto: {
            /** @example 4 */
            id: number;
            /** @example 3 */
            contractId: number;
            /** @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed */
            address: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected";
            /** Format: date-time */
            createdAt: string;
        };
        OwnershipDto: {
            /** @example 12 */
            submissionId: number;
            contracts: components["schemas"]["ProjectContractDto"][];
            proofs: components["schemas"]["OwnershipProofDto"][];
            signers: components["schemas"]["RegisteredSignerDto"][];
            /**
             * @description The token the website proofs must show.
             * @example 4f1c0a…
             */
            token: string;
            /**
             * @description Where the file must be (null without a website).
             * @example https://example.org/.well-known/chainboost-verification.txt
             */
            wellKnownUrl: string | null;
            /**
             * @description The domain of the TXT record.
             * @example example.org
             */
            dnsDomain: string | null;
            /**
             * @description The TXT record to add.
             * @example chainboost-verification=4f1c0a…
             */
            dnsRecord: string;
        };
        AddContractDto: {
            /**
             * @description EIP-155 chain id; one of the accepted chains.
             * @example 8453
             */
            chainId: number;
            /**
             * @description The contract address: 0x and 40 hex digits; in mixed case it must be the EIP-55 checksum.
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
        };
        RemovedContractDto: {
            /** @example 3 */
            id: number;
        };
        TypedDataDomainDto: {
            /** @example ChainBoost */
            name: string;
            /** @example 1 */
            version: string;
            /** @example 8453 */
            chainId: number;
        };
        TypedDataFieldDto: {
            /** @example projectId */
            name: string;
            /** @example uint256 */
            type: string;
        };
        OwnershipClaimTypesDto: {
            OwnershipClaim: components["schemas"]["TypedDataFieldDto"][];
        };
        OwnershipClaimDto: {
            /**
             * @description The submission id.
             * @example 12
             */
            projectId: number;
            /** @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed */
            contract: string;
            /** @example 8453 */
            chainId: number;
            /** @example 4f1c0a… */
            nonce: string;
            /**
             * @description Unix seconds; the claim is refused after it.
             * @example 1796640000
             */
            expiry: number;
        };
        OwnershipTypedDataDto: {
            domain: components["schemas"]["TypedDataDomainDto"];
            types: components["schemas"]["OwnershipClaimTypesDto"];
            /** @example OwnershipClaim */
            primaryType: string;
            message: components["schemas"]["OwnershipClaimDto"];
        };
        OwnershipChallengeDto: {
            /**
             * @description Single use; expires after 10 minutes.
             * @example 4f1c0a…
             */
            nonce: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The EIP-712 typed data to sign with eth_signTypedData_v4 (numbers as JSON numbers). */
            typedData: components["schemas"]["OwnershipTypedDataDto"];
        };
        SignatureProofDto: {
            /**
             * @description The nonce of the challenge that was signed.
             * @example 4f1c0a…
             */
            nonce: string;
            /**
             * @description The address that signed (an account or a contract wallet).
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            signer: string;
            /** @example 0x5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f5c1f1b */
            signature: string;
        };
        RegisterSignerDto: {
            /**
             * @description An address whose signatures should count for the contract.
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
        };
        DecideSignerDto: {
            /**
             * @description true accepts the signer, false rejects it.
             * @example true
             */
            accepted: boolean;
        };
        ProjectDto: {
            /** @example 1 */
            id: number;
            /**
             * @description Stable URL-friendly identifier
             * @example binance
             */
            slug: string;
            /** @example Binance */
            name: string;
            /** @enum {string} */
            category: "exchanges" | "defi" | "nft" | "gamefi" | "layer2" | "wallets" | "infrastructure" | "other";
            /**
             * @description The public category page (/projects/{categoryPage}) that lists the project: infrastructure projects are on layer2; exchanges, wallets and other have no page of their own (null) and are listed under "Other projects".
             * @enum {string|null}
             */
            categoryPage: "nft" | "defi" | "gamefi" | "layer2" | null;
            /** @example The world's largest crypto exchange by trading volume. */
            description: string;
            /**
             * @description Verified by the team
             * @example true
             */
            verified: boolean;
            /**
             * @description A paid Featured listing: shown with a Featured badge and first on its category page
             * @example false
             */
            featured: boolean;
            /**
             * @description The "Verified owner" badge: how the team proved it controls the project's contracts or domain ("contract owner on Base", "contract admin on Base", "registered signer on Base", "domain"); null without a verified proof
             * @example contract owner on Base
             */
            ownerBadge: string | null;
            /** @example https://www.binance.com */
            website: string | null;
            logo: string | null;
        };
        PartnerDecisionDto: {
            id: number;
            /** @enum {string} */
            status: "approved" | "rejected";
            approved: boolean;
            /**
             * @description Set when rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
        };
        ApprovePartnerDto: {
            /** @example Looks legitimate; KYC documents checked. */
            adminNotes?: string;
            /** @description true approves (owner becomes a partner), false rejects */
            approved: boolean;
            /**
             * @description Only when rejecting (`other` if omitted); refused when approving. needs_more_detail, cannot_verify and other let the owner resubmit at once, not_a_fit after 30 days, duplicate never.
             * @enum {string}
             */
            reasonCode?: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other";
        };
        ProjectDecisionDto: {
            id: number;
            /** @enum {string} */
            verificationStatus: "verified" | "rejected";
            verified: boolean;
        };
        VerifyProjectDto: {
            /** @example Looks legitimate; KYC documents checked. */
            adminNotes?: string;
            /** @description true verifies (Verified badge), false rejects */
            verified: boolean;
        };
        ArticleDecisionDto: {
            id: number;
            /** @enum {string} */
            status: "approved" | "rejected";
            published: boolean;
            /**
             * @description Set when rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
        };
        PublishArticleDto: {
            /** @example Looks legitimate; KYC documents checked. */
            adminNotes?: string;
            /** @description true publishes (status approved), false rejects */
            published: boolean;
            /**
             * @description Only when rejecting (`other` if omitted); refused when approving. needs_more_detail, cannot_verify and other let the owner resubmit at once, not_a_fit after 30 days, duplicate never.
             * @enum {string}
             */
            reasonCode?: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other";
        };
        BulkDecisionResultDto: {
            id: number;
            /** @description Whether this item was decided by this request */
            ok: boolean;
            /**
             * @description The item's new state when ok: approved, rejected or verified
             * @example rejected
             */
            outcome?: string;
            /**
             * @description When not ok: 404 unknown item, 409 no longer pending
             * @enum {number}
             */
            status?: 404 | 409;
            /** @description When not ok: why, in the words of the single decision */
            error?: string;
        };
        BulkDecisionDto: {
            /**
             * @description Which queue the ids belong to
             * @enum {string}
             */
            kind: "partner" | "project" | "article" | "project-submission";
            /**
             * @description The items to decide, each once; results come back in this order.
             * @example [
             *       12,
             *       15,
             *       17
             *     ]
             */
            ids: number[];
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description One note for every item, shown to each owner. */
            notes?: string;
            /**
             * @description Rejections of articles and project submissions only (`other` if omitted); refused when approving.
             * @enum {string}
             */
            reasonCode?: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other";
            /** @description Approving project submissions only: approve featured and verified listings whose payment is not recorded yet, as `overridePayment` on the single decision does; needs `notes`. Without it such a listing is reported with 409. */
            overridePayment?: boolean;
        };
        BulkPaymentResultDto: {
            id: number;
            /** @description Whether this listing's payment was recorded by this request */
            ok: boolean;
            /**
             * @description When ok: the listing's payment status
             * @enum {string}
             */
            outcome?: "completed";
            /** @description When ok: whether this payment made the listed project Featured */
            featured?: boolean;
            /**
             * @description When not ok: 404 unknown submission, 409 a free listing or a payment already recorded
             * @enum {number}
             */
            status?: 404 | 409;
            /** @description When not ok: why, in the words of the single recording */
            error?: string;
        };
        BulkPaymentDto: {
            /**
             * @description US dollars, at most two decimals
             * @example 500
             */
            amount: number;
            /**
             * @description Invoice or transfer reference
             * @example INV-2026-0042
             */
            reference: string;
            /**
             * Format: date
             * @description The day it was paid; not in the future
             * @example 2026-03-01
             */
            paidOn: string;
            /**
             * @description The project submissions (featured or verified listings) to record the payment for, each once; results come back in this order.
             * @example [
             *       12,
             *       15,
             *       17
             *     ]
             */
            ids: number[];
        };
        PendingPartnerDto: {
            /**
             * @description The queue's target review time in hours (by listing type for project submissions)
             * @example 48
             */
            reviewTargetHours: number;
            /** @description Waiting longer than the target, as of this answer */
            overdue: boolean;
            /** @description The admin reviewing it now (a claim that has not lapsed), or null */
            claimedBy: components["schemas"]["ClaimHolderDto"] | null;
            id: number;
            /**
             * @description The ID the applicant quotes; `q` finds it
             * @example PP-2611-0001
             */
            requestId: string;
            companyName: string;
            website: string | null;
            description: string | null;
            referralCode: string;
            /** @description The owner's username */
            username: string;
            /** Format: date-time */
            createdAt: string;
        };
        PendingProjectDto: {
            /**
             * @description The queue's target review time in hours (by listing type for project submissions)
             * @example 48
             */
            reviewTargetHours: number;
            /** @description Waiting longer than the target, as of this answer */
            overdue: boolean;
            /** @description The admin reviewing it now (a claim that has not lapsed), or null */
            claimedBy: components["schemas"]["ClaimHolderDto"] | null;
            id: number;
            name: string;
            category: string;
            description: string;
            website: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        VerifiedProjectDto: {
            id: number;
            name: string;
            category: string;
            description: string;
            website: string | null;
            /**
             * Format: date-time
             * @description When the project was listed in the directory
             */
            createdAt: string;
        };
        PendingArticleDto: {
            /**
             * @description The queue's target review time in hours (by listing type for project submissions)
             * @example 48
             */
            reviewTargetHours: number;
            /** @description Waiting longer than the target, as of this answer */
            overdue: boolean;
            /** @description The admin reviewing it now (a claim that has not lapsed), or null */
            claimedBy: components["schemas"]["ClaimHolderDto"] | null;
            id: number;
            /**
             * @description The ID the partner quotes; `q` finds it
             * @example AS-2611-0007
             */
            requestId: string;
            title: string;
            category: string;
            excerpt: string;
            imageUrl: string | null;
            /** @description The partner's company name */
            author: string;
            /** Format: date-time */
            createdAt: string;
        };
        ReversalDto: {
            id: number;
            /**
             * @description The state after the reversal (for a project, its verification status).
             * @enum {string}
             */
            status: "rejected" | "pending" | "revoked";
            /** @description The directory project that left the directory when an approval was reopened */
            removedProjectId: number | null;
        };
        ReversalRequestDto: {
            /**
             * @description Why the decision is reversed; required, shown to the owner and written to the audit log.
             * @example Published by mistake: the figures are unverified.
             */
            reason: string;
        };
        AuditEntryDto: {
            id: number;
            adminId: number | null;
            adminUsername: string;
            /** @enum {string} */
            action: "partner.approve" | "partner.reject" | "project.verify" | "project.reject" | "article.publish" | "article.reject" | "project-submission.approve" | "project-submission.reject" | "project-submission.payment" | "project-submission.quote" | "project-submission.payment-on-chain" | "article.unpublish" | "article.reopen" | "project.unverify" | "project-submission.reopen" | "partner.revoke" | "user.disable" | "user.enable" | "user.password-reset-link" | "referral-conversion.confirm" | "referral-conversion.void" | "ownership-signer.accept" | "ownership-signer.reject";
            /** @enum {string} */
            targetType: "partner" | "project" | "article" | "project-submission" | "user" | "referral-conversion" | "ownership-signer";
            targetId: number;
            targetLabel: string;
            outcome: string;
            notes: string | null;
            /**
             * @description The changed fields as they were before; null for entries older than this record.
             * @example {
             *       "status": "pending"
             *     }
             */
            before: {
                [key: string]: (string | null) | number | boolean;
            } | null;
            /**
             * @description The changed fields as they are after the change; null for entries older than this record.
             * @example {
             *       "status": "rejected",
             *       "reasonCode": "other",
             *       "adminNotes": "Missing audit report."
             *     }
             */
            after: {
                [key: string]: (string | null) | number | boolean;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        ContactMessageViewDto: {
            id: number;
            name: string;
            email: string;
            company: string;
            message: string;
            /** Format: date-time */
            createdAt: string;
        };
        SubscriberViewDto: {
            id: number;
            email: string;
            /**
             * @description pending until the address confirms; only active addresses receive the newsletter.
             * @enum {string}
             */
            status: "pending" | "active" | "unsubscribed";
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the address confirmed; empty for addresses that subscribed before confirmation existed.
             */
            confirmedAt: string | null;
            /** Format: date-time */
            unsubscribedAt: string | null;
        };
        ReferralConversionDto: {
            /** @description The new account: one conversion per account. */
            userId: number;
            /** @description Username of the new account. */
            username: string;
            referralCode: string;
            /** @description The partner's company name. */
            companyName: string;
            /** Format: date-time */
            convertedAt: string;
            /** @enum {string} */
            status: "flagged" | "counted" | "voided";
            /** @description Why the fraud checks held it for review; empty when none did. */
            flags: ("self-referral" | "shared-address" | "shared-device" | "automation-agent" | "burst")[];
            /** @description The signup request’s client address. */
            clientAddress: string | null;
            /** @description The signup request’s user agent (at most 512 characters). */
            userAgent: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            reviewNote: string | null;
        };
        ConfirmConversionDto: {
            /** @example Two colleagues signing up from one office. */
            note?: string;
        };
        VoidConversionDto: {
            /** @example Same device as three earlier signups; partner testing their own link. */
            note: string;
        };
        AccountPartnerProfileDto: {
            /** @description The partner profile id, for `POST /api/admin/partners/{id}/revoke` */
            id: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "withdrawn" | "revoked";
        };
        ListedUserDto: {
            id: number;
            username: string;
            /** @enum {string} */
            role: "admin" | "partner" | "user";
            /** @description The account email address, verified or not */
            email: string | null;
            /** @description Whether the address was verified */
            emailVerified: boolean;
            /** Format: date-time */
            createdAt: string;
            disabled: boolean;
            /**
             * Format: date-time
             * @description When an admin disabled the account
             */
            disabledAt: string | null;
            /** @description Whether two-factor sign-in is on (an authenticator confirmed with a code) */
            twoFactorEnabled: boolean;
            /**
             * @description The addresses of its linked wallets, checksummed (EIP-55), oldest first
             * @example [
             *       "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
             *     ]
             */
            wallets: string[];
            /** @description The account's partner profile, if it has one */
            partnerProfile: components["schemas"]["AccountPartnerProfileDto"] | null;
        };
        AdminUserDto: {
            id: number;
            username: string;
            /** @enum {string} */
            role: "admin" | "partner" | "user";
            /** @description The account email address, verified or not */
            email: string | null;
            /** @description Whether the address was verified */
            emailVerified: boolean;
            /** Format: date-time */
            createdAt: string;
            disabled: boolean;
            /**
             * Format: date-time
             * @description When an admin disabled the account
             */
            disabledAt: string | null;
            /** @description Whether two-factor sign-in is on (an authenticator confirmed with a code) */
            twoFactorEnabled: boolean;
            /**
             * @description The addresses of its linked wallets, checksummed (EIP-55), oldest first
             * @example [
             *       "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
             *     ]
             */
            wallets: string[];
        };
        PasswordResetLinkDto: {
            user: components["schemas"]["AdminUserDto"];
            /**
             * @description The single-use link to pass on; shown only in this answer
             * @example https://example.com/reset-password?token=…
             */
            link: string;
            /** Format: date-time */
            expiresAt: string;
        };
        ProjectSubmissionDecisionDto: {
            id: number;
            /** @enum {string} */
            verificationStatus: "approved" | "rejected";
            adminNotes: string | null;
            /**
             * @description Set when rejected
             * @enum {string|null}
             */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /** @description Directory project created on approval */
            projectId: number | null;
        };
        DecideProjectSubmissionDto: {
            /** @example Looks legitimate; KYC documents checked. */
            adminNotes?: string;
            /** @enum {string} */
            verificationStatus: "approved" | "rejected";
            /** @description Approve a featured or verified listing whose payment is not recorded yet; needs `adminNotes`. Without it such an approval is a 409. Refused (400) when rejecting. */
            overridePayment?: boolean;
            /**
             * @description Only when rejecting (`other` if omitted); refused when approving. needs_more_detail, cannot_verify and other let the owner resubmit at once, not_a_fit after 30 days, duplicate never.
             * @enum {string}
             */
            reasonCode?: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other";
        };
        ListingPaymentDto: {
            id: number;
            /** @example 500 */
            amount: number;
            /** @enum {string} */
            currency: "USD";
            reference: string;
            /** Format: date */
            paidOn: string;
            /** Format: date-time */
            recordedAt: string;
        };
        RecordedPaymentDto: {
            submissionId: number;
            /** @enum {string} */
            paymentStatus: "completed";
            payment: components["schemas"]["ListingPaymentDto"];
            /** @description Whether this payment made the listed project Featured */
            featured: boolean;
        };
        RecordPaymentDto: {
            /**
             * @description US dollars, at most two decimals
             * @example 500
             */
            amount: number;
            /**
             * @description Invoice or transfer reference
             * @example INV-2026-0042
             */
            reference: string;
            /**
             * Format: date
             * @description The day it was paid; not in the future
             * @example 2026-03-01
             */
            paidOn: string;
        };
        IssuedQuoteDto: {
            id: number;
            submissionId: number;
            /** @example 8453 */
            chainId: number;
            /** @example Base */
            chainName: string;
            /** @description 'native' or the ERC-20 address, checksummed */
            token: string;
            /** @example USDC */
            tokenSymbol: string;
            /** @example 6 */
            tokenDecimals: number;
            /** @example 250 */
            amount: string;
            /** @example 250000000 */
            amountBaseUnits: string;
            treasury: string;
            treasuryUrl: string | null;
            /** Format: date-time */
            expiresAt: string;
            /** @enum {string} */
            status: "open" | "superseded" | "paid";
            /** Format: date-time */
            createdAt: string;
            /** @description The open quote this one replaced */
            supersededQuoteId: number | null;
        };
        IssueQuoteDto: {
            /**
             * @description Whole tokens, a positive decimal, e.g. "250" or "0.05"
             * @example 250
             */
            amount: string;
            /**
             * @description 'native' (the chain's currency) or an ERC-20 contract address
             * @example native
             */
            token: string;
            /**
             * @description An accepted chain id
             * @example 8453
             */
            chainId: number;
            /**
             * @description Days the quote can be paid in (default 7)
             * @example 7
             */
            validityDays?: number;
        };
        NoteTemplateDto: {
            id: number;
            label: string;
            /** @enum {string|null} */
            reasonCode: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateNoteTemplateDto: {
            /**
             * @description Unique, whatever the letter case.
             * @example Missing audit report
             */
            label: string;
            /**
             * @description The reason code the template fills in; null or absent for none.
             * @enum {string|null}
             */
            reasonCode?: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            /**
             * @description The note.
             * @example Please add the audit report and resubmit.
             */
            body: string;
        };
        UpdateNoteTemplateDto: {
            label?: string;
            /**
             * @description null removes the reason code.
             * @enum {string|null}
             */
            reasonCode?: "needs_more_detail" | "cannot_verify" | "duplicate" | "not_a_fit" | "other" | null;
            body?: string;
        };
        ProjectInsightDto: {
            /** @example 42 */
            id: number;
            /**
             * @description Id of the project in /api/projects
             * @example 1
             */
            projectId: number;
            /** @example 1250000 */
            totalUsers: number;
            /** @example 1137500 */
            kycUsers: number;
            /**
             * @description USD, over the last 30 days
             * @example 18450000000
             */
            tradingVolume: number;
            /**
             * @description 0–100, numeric string with two decimals
             * @example 78.40
             */
            growthScore: string;
            /** Format: date-time */
            recordedAt: string;
        };
        RecordInsightDto: {
            /** @example 1 */
            projectId: number;
            /** @example 1250000 */
            totalUsers: number;
            /**
             * @description At most totalUsers
             * @example 1137500
             */
            kycUsers: number;
            /**
             * @description USD, over the last 30 days
             * @example 18450000000
             */
            tradingVolume: number;
            /** @example 78.4 */
            growthScore: number;
        };
        LeaderboardEntryDto: {
            /**
             * @description Id of the ranked project
             * @example 1
             */
            id: number;
            /**
             * @description Standard competition ranking (ties share a rank: 1, 2, 2, 4)
             * @example 1
             */
            rank: number;
            /** @example Binance */
            entityName: string;
            /** @enum {string} */
            entityType: "project";
            /** @enum {string} */
            metricType: "volume" | "users" | "growth" | "overall";
            /**
             * @description volume: USD; users: total users; growth: 0–100; overall: 0–100 (see docs/leaderboards.md)
             * @example 18450000000
             */
            score: number;
        };
        WebhookEndpointDto: {
            /** @example https://hooks.exchange.example/chainboost */
            url: string;
            /**
             * @description The signing secret (Standard Webhooks): `whsec_` + base64 of 32 random bytes. Shown only to its owner.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw9j2nhl0bCkU=
             */
            secret: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SetWebhookEndpointDto: {
            /**
             * @description An https:// URL whose host is not (and does not resolve to) a loopback, private, link-local or reserved address.
             * @example https://hooks.exchange.example/chainboost
             */
            url: string;
        };
        WebhookDeliveryDto: {
            /** @example 31 */
            id: number;
            /**
             * @description The `webhook-id` header, the same on every attempt
             * @example msg_5f0c3a9d7e2b4c1a8f6e0d9c2b7a4e1f
             */
            eventId: string;
            /** @enum {string} */
            eventType: "referral.converted" | "referral.test";
            /**
             * @description pending while attempts remain, then succeeded or failed
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @example 1 */
            attempts: number;
            /**
             * @description The HTTP status of the last attempt; null when none came back
             * @example 200
             */
            lastResponseCode: number | null;
            /**
             * @description What went wrong in the last attempt, if anything
             * @example null
             */
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
        };
        PayoutAddressChangeDto: {
            /** @example 12 */
            id: number;
            /**
             * @description Checksummed (EIP-55).
             * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
             */
            address: string;
            /**
             * @description The chain (EIP-155 id) payouts are sent on.
             * @example 8453
             */
            chainId: number;
            /**
             * Format: date-time
             * @description When it is (or was) effective: the request plus the hold.
             */
            effectiveAt: string;
            /** Format: date-time */
            cancelledAt: string | null;
            /**
             * @description `replaced`: the payout address until a later one became effective.
             * @enum {string}
             */
            status: "pending" | "active" | "replaced" | "cancelled";
            /**
             * @description The client address and browser the change was asked from.
             * @example 203.0.113.7 · Mozilla/5.0 (X11; Linux x86_64)
             */
            requestedFrom: string | null;
            /** Format: date-time */
            requestedAt: string;
        };
        PayoutAddressStateDto: {
            /** @description Where payouts go now; null before the first is effective. */
            current: components["schemas"]["PayoutAddressChangeDto"] | null;
            /** @description A change waiting for its hold to end; it can be cancelled until then. */
            pending: components["schemas"]["PayoutAddressChangeDto"] | null;
            /** @description Every change, newest first (at most 50). */
            history: components["schemas"]["PayoutAddressChangeDto"][];
        };
        ChangePayoutAddressDto: {
            /**
             * @description One of the wallets linked to the account (`GET /api/account/wallets`).
             * @example 3
             */
            walletId: number;
            /**
             * @description An accepted chain (EIP-155 id) to be paid on.
             * @example 8453
             */
            chainId: number;
            /**
             * Format: password
             * @description The account's password…
             */
            password?: string;
            /**
             * @description …or, with two-factor authentication on, a code of the authenticator app or a recovery code.
             * @example 123456
             */
            code?: string;
        };
        ClaimDto: {
            /** @example admin */
            username: string;
            /** Format: date-time */
            claimedAt: string;
            /** @enum {string} */
            kind: "partner" | "project" | "article" | "project-submission";
            id: number;
            /**
             * Format: date-time
             * @description When the claim lapses unless renewed by claiming again
             */
            expiresAt: string;
        };
        ClaimRequestDto: {
            /**
             * @description Which queue the item is in
             * @enum {string}
             */
            kind: "partner" | "project" | "article" | "project-submission";
            /** @example 12 */
            id: number;
        };
        ReleasedClaimDto: {
            /** @enum {string} */
            kind: "partner" | "project" | "article" | "project-submission";
            id: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listOutbox: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OutboxEntryDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getOutboxMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OutboxMessageDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any value: answer 200 with `success: false` and `user: null` instead of 401 when nobody is signed in. */
                "X-Session-Probe"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in (`success: true`), or, with `X-Session-Probe`, not signed in (`success: false`, `user: null`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Not signed in; user is null; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. For an account with two-factor authentication on, nobody is signed in yet: `twoFactorRequired` is true, `user` is null, and the code goes to `POST /api/auth/login/two-factor`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Invalid username or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description Account created and signed in; the session cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Username is already taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["TwoFactorStatusDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setUpTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["TwoFactorSetupDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Two-factor authentication is already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeDto"];
            };
        };
        responses: {
            /** @description On; the recovery codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RecoveryCodesDto"];
                    };
                };
            };
            /** @description Wrong code, or no set-up started; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Two-factor authentication is already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorConfirmDto"];
            };
        };
        responses: {
            /** @description Off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["TwoFactorStatusDto"];
                    };
                };
            };
            /** @description Wrong password or code, or two-factor authentication is off; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorConfirmDto"];
            };
        };
        responses: {
            /** @description The new recovery codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RecoveryCodesDto"];
                    };
                };
            };
            /** @description Wrong password or code, or two-factor authentication is off; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    logInWithTwoFactorCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorLoginCodeDto"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Wrong code, or no password step waiting (any more) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getPasswordStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PasswordStatusDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Password changed; how many other sessions were signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RevokedSessionsDto"];
                    };
                };
            };
            /** @description Current password is incorrect, or the new one is invalid; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AccountSessionDto"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokeOtherAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions were signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RevokedSessionsDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokeAccountSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` of a session from the list */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RevokedSessionsDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such session of this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestPasswordResetDto"];
            };
        };
        responses: {
            /** @description Accepted; the same answer for every username */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PasswordResetAnswerDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordResetDto"];
            };
        };
        responses: {
            /** @description Password reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PasswordResetAnswerDto"];
                    };
                };
            };
            /** @description The token is not valid (any longer), or the password is invalid; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AccountEmailDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changeAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeAccountEmailDto"];
            };
        };
        responses: {
            /** @description The address as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AccountEmailDto"];
                    };
                };
            };
            /** @description Not a valid address, or longer than 320 characters; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Another account has verified this address */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No address any more */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AccountEmailDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    verifyAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyAccountEmailDto"];
            };
        };
        responses: {
            /** @description The address is verified */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AccountEmailDto"];
                    };
                };
            };
            /** @description The token is not valid (any longer); or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Another account verified this address meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportAccountData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON file; each module of the product adds its own keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        exportedAt: string;
                        /** @description id, username, role, createdAt, email, emailVerified */
                        account: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            /** @description Deleted and signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AccountDeletedDto"];
                    };
                };
            };
            /** @description Password is incorrect, or missing; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The last admin account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ApiTokenDto"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenDto"];
            };
        };
        responses: {
            /** @description Created; `token` is shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["CreatedApiTokenDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The account already has 20 active tokens */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RevokedApiTokenDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such token of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWalletOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WalletOptionsDto"];
                    };
                };
            };
        };
    };
    requestWalletSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nonce and what the message must say */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WalletSignInRequestDto"];
                    };
                };
            };
            /** @description Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    logInWithWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletProofDto"];
            };
        };
        responses: {
            /** @description Signed in (`user`), or a code is needed (`twoFactorRequired`), or the wallet is new (`newWallet`); in the last two cases nobody is signed in yet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletLoginResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid nonce in this session, or the signature is not the named address's; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    signUpWithWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletSignupDto"];
            };
        };
        responses: {
            /** @description Account created and signed in; the session cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No wallet waiting for a username in this session; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Username is already taken, or the wallet was linked meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WalletDto"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    linkWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletProofDto"];
            };
        };
        responses: {
            /** @description Linked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WalletDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No valid nonce in this session, or the signature is not the named address's */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The wallet is linked already, or the account has the most it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    unlinkWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["UnlinkedWalletDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such wallet on your account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The only way to sign in to the account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    renameWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameWalletDto"];
            };
        };
        responses: {
            /** @description Renamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WalletDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Called with an API token: this action needs a signed-in session; or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such wallet on your account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NotificationDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["UnreadCountDto"];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["MarkedReadDto"];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NotificationDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NotificationPreferenceDto"][];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    saveNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePreferencesDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NotificationPreferenceDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server and database are up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description Not ready (see `checks`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            /** @description Message received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    subscribeToNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSubscriptionDto"];
            };
        };
        responses: {
            /** @description Subscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    confirmNewsletterSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterConfirmationDto"];
            };
        };
        responses: {
            /** @description Subscription confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NewsletterStatusDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    unsubscribeFromNewsletter: {
        parameters: {
            query?: {
                /** @description The token, for one-click requests. */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterUnsubscribeDto"];
            };
        };
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NewsletterStatusDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getPartnerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PartnerProfileDto"];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createPartnerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePartnerProfileDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PartnerProfileDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Profile exists already, or the referral code is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    editOwnPartnerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditPartnerProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PartnerProfileDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such profile of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The profile is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    withdrawOwnPartnerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PartnerProfileDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such profile of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The profile is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    resubmitOwnPartnerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditPartnerProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PartnerProfileDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such profile of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not rejected or withdrawn, or not (yet) allowed by the reason code */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    partnerProfileTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["TimelineEventDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such profile of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getReferralStats: {
        parameters: {
            query?: {
                /** @description First UTC day; default 29 days before `to`. */
                from?: string;
                /** @description Last UTC day; default today. At most 366 days from `from`. */
                to?: string;
                /** @description Only this one of the caller's referral links. */
                referralId?: number;
                /** @description Only the links of this one of the caller's campaigns. */
                campaignId?: number;
                interval?: "day";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralStatsDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such referral or campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportReferralStats: {
        parameters: {
            query?: {
                /** @description First UTC day; default 29 days before `to`. */
                from?: string;
                /** @description Last UTC day; default today. At most 366 days from `from`. */
                to?: string;
                /** @description Only this one of the caller's referral links. */
                referralId?: number;
                /** @description Only the links of this one of the caller's campaigns. */
                campaignId?: number;
                interval?: "day";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such referral or campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listReferrals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralDto"][];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReferralDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Referral code is already taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    moveReferralToCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveReferralDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such referral or campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    followReferralLink: {
        parameters: {
            query?: {
                /** @description A same-site path to land on, e.g. /articles/3 */
                to?: unknown;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the landing page */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["CampaignDto"][];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCampaignDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["CampaignDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changeCampaignStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeCampaignStatusDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["CampaignDto"];
                    };
                };
            };
            /** @description Invalid status or transition; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The campaign changed meanwhile; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["CampaignDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Only a draft campaign can be deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    editCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditCampaignDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["CampaignDto"];
                    };
                };
            };
            /** @description Invalid field or end date before start date; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such campaign of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The campaign is completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAllProjectSubmissions: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only submissions in this status. */
                status?: "pending" | "approved" | "rejected" | "withdrawn";
                /** @description Only this submission category. */
                category?: "Exchanges" | "DeFi" | "NFT" | "Gaming" | "Infrastructure" | "Other";
                /** @description Only this listing tier. */
                listingType?: "free" | "featured" | "verified";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description How many pending items the same filters match that wait longer than their target review time; absent when `status` keeps only decided items. */
                    "X-Overdue-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AdminProjectSubmissionDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportProjectSubmissions: {
        parameters: {
            query?: {
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only submissions in this status. */
                status?: "pending" | "approved" | "rejected" | "withdrawn";
                /** @description Only this submission category. */
                category?: "Exchanges" | "DeFi" | "NFT" | "Gaming" | "Infrastructure" | "Other";
                /** @description Only this listing tier. */
                listingType?: "free" | "featured" | "verified";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listArticleSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ArticleSubmissionDto"][];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    submitArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitArticleDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ArticleSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    editOwnArticleSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitArticleDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ArticleSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such article of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The article is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    withdrawOwnArticleSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ArticleSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such article of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The article is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    resubmitOwnArticleSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitArticleDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ArticleSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such article of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not rejected or withdrawn, or not (yet) allowed by the reason code */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    articleSubmissionTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["TimelineEventDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such article of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listOwnProjectSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectSubmissionDto"][];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    submitProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitProjectDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    editOwnProjectSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitProjectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The submission is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    withdrawOwnProjectSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The submission is no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    resubmitOwnProjectSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitProjectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectSubmissionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not rejected or withdrawn, or not (yet) allowed by the reason code */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    projectSubmissionTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["TimelineEventDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listPublishedArticles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PublishedArticleDto"][];
                    };
                };
            };
        };
    };
    getPublishedArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PublishedArticleDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No published article with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    projectSubmissionPaymentState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ListingPaymentStateDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id, or someone else's submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    recordProjectSubmissionPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordPaymentDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RecordedPaymentDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A free listing, or the payment was already recorded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    submitProjectSubmissionChainPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitChainPaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ChainPaymentDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id, or someone else's submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A free or paid listing, no quote yet, or a transaction already entered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    projectSubmissionOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OwnershipDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addProjectContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddContractDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectContractDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Already named, or 10 contracts already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The chain has no RPC URL here, or did not answer; the message says which */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeProjectContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                contractId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RemovedContractDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ownershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                contractId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OwnershipChallengeDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    proveOwnershipBySignature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                contractId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureProofDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OwnershipProofDto"];
                    };
                };
            };
            /** @description Bad input, unknown/used/expired nonce, or a signature not by the signer; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The chain has no RPC URL here, or did not answer; the message says which */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    registerOwnershipSigner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                contractId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterSignerDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RegisteredSignerDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Registered already, or 5 already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    proveOwnershipByWellKnownFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OwnershipProofDto"];
                    };
                };
            };
            /** @description No website, or the file does not hold the token; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The site did not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    proveOwnershipByDns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OwnershipProofDto"];
                    };
                };
            };
            /** @description No website, or no TXT record holds the token; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description DNS did not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    recheckOwnershipProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                proofId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["OwnershipProofDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such submission (or someone else's), or no such contract or proof on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The proof has lapsed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    decideOwnershipSigner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideSignerDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["RegisteredSignerDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such signer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectDto"][];
                    };
                };
            };
        };
    };
    decidePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovePartnerDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PartnerDecisionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Already decided, or claimed by another admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    verifyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyProjectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectDecisionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Already decided, or claimed by another admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    publishArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishArticleDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ArticleDecisionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Already decided, or claimed by another admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    decideInBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["BulkDecisionResultDto"][];
                    };
                };
            };
            /** @description Bad ids, kind, decision or reason code; nothing was decided; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    recordPaymentsInBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkPaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["BulkPaymentResultDto"][];
                    };
                };
            };
            /** @description Bad ids, amount, reference or day; nothing was recorded; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listPendingPartners: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description How many pending items the same filters match that wait longer than their target review time. */
                    "X-Overdue-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PendingPartnerDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listPendingProjects: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only this directory category. */
                category?: "exchanges" | "defi" | "nft" | "gamefi" | "layer2" | "wallets" | "infrastructure" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description How many pending items the same filters match that wait longer than their target review time. */
                    "X-Overdue-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PendingProjectDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listVerifiedProjects: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only this directory category. */
                category?: "exchanges" | "defi" | "nft" | "gamefi" | "layer2" | "wallets" | "infrastructure" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["VerifiedProjectDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listPendingArticles: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only this article category, any letter case. */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description How many pending items the same filters match that wait longer than their target review time. */
                    "X-Overdue-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PendingArticleDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    unpublishArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReversalRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReversalDto"];
                    };
                };
            };
            /** @description Missing or too long reason; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The article is not published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reopenArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReversalRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReversalDto"];
                    };
                };
            };
            /** @description Missing or too long reason; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The article is not rejected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    unverifyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReversalRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReversalDto"];
                    };
                };
            };
            /** @description Missing or too long reason; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The project is not verified */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReversalRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReversalDto"];
                    };
                };
            };
            /** @description Missing or too long reason; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The profile is not approved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reopenProjectSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReversalRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReversalDto"];
                    };
                };
            };
            /** @description Missing or too long reason; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The submission is not approved or rejected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only entries of this action. */
                action?: "partner.approve" | "partner.reject" | "project.verify" | "project.reject" | "article.publish" | "article.reject" | "project-submission.approve" | "project-submission.reject" | "project-submission.payment" | "project-submission.quote" | "project-submission.payment-on-chain" | "article.unpublish" | "article.reopen" | "project.unverify" | "project-submission.reopen" | "partner.revoke" | "user.disable" | "user.enable" | "user.password-reset-link" | "referral-conversion.confirm" | "referral-conversion.void" | "ownership-signer.accept" | "ownership-signer.reject";
                /** @description Only entries about this kind of item. */
                targetType?: "partner" | "project" | "article" | "project-submission" | "user" | "referral-conversion" | "ownership-signer";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AuditEntryDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportAuditLog: {
        parameters: {
            query?: {
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only entries of this action. */
                action?: "partner.approve" | "partner.reject" | "project.verify" | "project.reject" | "article.publish" | "article.reject" | "project-submission.approve" | "project-submission.reject" | "project-submission.payment" | "project-submission.quote" | "project-submission.payment-on-chain" | "article.unpublish" | "article.reopen" | "project.unverify" | "project-submission.reopen" | "partner.revoke" | "user.disable" | "user.enable" | "user.password-reset-link" | "referral-conversion.confirm" | "referral-conversion.void" | "ownership-signer.accept" | "ownership-signer.reject";
                /** @description Only entries about this kind of item. */
                targetType?: "partner" | "project" | "article" | "project-submission" | "user" | "referral-conversion" | "ownership-signer";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listContactMessages: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ContactMessageViewDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportContactMessages: {
        parameters: {
            query?: {
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listNewsletterSubscribers: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only subscriptions in this status. */
                status?: "pending" | "active" | "unsubscribed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["SubscriberViewDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    exportNewsletterSubscribers: {
        parameters: {
            query?: {
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only subscriptions in this status. */
                status?: "pending" | "active" | "unsubscribed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listReferralConversions: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only conversions in this status. */
                status?: "flagged" | "counted" | "voided";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralConversionDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    confirmReferralConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmConversionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralConversionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No conversion for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The conversion is not flagged (already counted or voided) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    voidReferralConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoidConversionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReferralConversionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No conversion for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The conversion is not flagged (already counted or voided) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
                /** @description Only accounts with this role. */
                role?: "admin" | "partner" | "user";
                /** @description Only active or only disabled accounts. */
                status?: "active" | "disabled";
                /** @description Only accounts with two-factor sign-in on, or only those without it. */
                twoFactor?: "on" | "off";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ListedUserDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    disableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AdminUserDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Your own account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    enableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["AdminUserDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createPasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PasswordResetLinkDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    decideProjectSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideProjectSubmissionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectSubmissionDecisionDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The submission is no longer pending, or its payment is not recorded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    issueProjectSubmissionQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueQuoteDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["IssuedQuoteDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A free listing, or its payment was already recorded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No TREASURY_ADDRESS, no RPC URL for the chain, or the chain did not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listNoteTemplates: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
                /** @description Part of the searched text, any letter case. */
                q?: string;
                /** @description By creation time, ties by id. */
                sort?: "oldest" | "newest";
                /** @description Created on or after this UTC day. */
                from?: string;
                /** @description Created on or before this UTC day. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NoteTemplateDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createNoteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNoteTemplateDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NoteTemplateDto"];
                    };
                };
            };
            /** @description Missing, empty or too long label or note; unknown reason code; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Another saved reason has this label (letter case ignored) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteNoteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateNoteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNoteTemplateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["NoteTemplateDto"];
                    };
                };
            };
            /** @description Nothing to change, or a bad field; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Another saved reason has this label (letter case ignored) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listLatestInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectInsightDto"][];
                    };
                };
            };
        };
    };
    recordInsight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordInsightDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ProjectInsightDto"];
                    };
                };
            };
            /** @description Invalid figures or unknown project; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    rankProjectsByMetric: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                metric: "volume" | "users" | "growth";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["LeaderboardEntryDto"][];
                    };
                };
            };
            /** @description Unknown metric or limit outside 1–100; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    rankProjectsOverall: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                entityType: "project";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["LeaderboardEntryDto"][];
                    };
                };
            };
            /** @description Unknown entity type or limit outside 1–100; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WebhookEndpointDto"] | null;
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked
             *
             *     Requires role partner; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    setWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WebhookEndpointDto"];
                    };
                };
            };
            /** @description Not an https URL, or a refused address; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked
             *
             *     Requires role partner; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked
             *
             *     Requires role partner; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No webhook endpoint is set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WebhookEndpointDto"];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked
             *
             *     Requires role partner; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No webhook endpoint is set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WebhookDeliveryDto"];
                    };
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked
             *
             *     Requires role partner; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No webhook endpoint is set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited; or: Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page. */
                limit?: number;
                /** @description Opaque position from the `Link: <...>; rel="next"` header of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The next page, as `<path?cursor=...>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["WebhookDeliveryDto"][];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description The caller has no partner profile yet (create one first), or, for new partner work, it was rejected or revoked
             *
             *     Requires role partner; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getPayoutAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PayoutAddressStateDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role partner, signed in with a session (an API token gets 403); or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changePayoutAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePayoutAddressDto"];
            };
        };
        responses: {
            /** @description Changed: the new address is `pending` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PayoutAddressStateDto"];
                    };
                };
            };
            /** @description Not your wallet, a chain not accepted, or a wrong or missing password or code; or: Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role partner, signed in with a session (an API token gets 403); or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The address is already the payout address, or the account has no password and no two-factor */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    cancelPayoutAddressChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PayoutAddressStateDto"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role partner, signed in with a session (an API token gets 403); or: Refused cross-site request (a browser sent it from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No payout address change is waiting */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getUserPayoutAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["PayoutAddressStateDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    claimQueueItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ClaimDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Unknown item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Claimed by another admin, or no longer pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Content-Type must be application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    releaseQueueItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which queue the item is in */
                kind: "partner" | "project" | "article" | "project-submission";
                /** @description The item id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Released */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        data: components["schemas"]["ReleasedClaimDto"];
                    };
                };
            };
            /** @description Invalid input; `message` says what is wrong and `errors` lists the problems per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not signed in; or: Unknown, expired or revoked API token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Requires role admin; or: Refused cross-site request (a browser sent it from another site); or: Called with a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description You hold no claim on it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Claimed by another admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests with this API token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
