/** What other features may use of auth (decision 052). */
export { authenticate } from "./authenticate";
export { httpSessionCookie } from "./cookies";
export { firebasePasswordHash, type FirebaseHashConfig } from "./firebaseScrypt";
export type { Mailer } from "./mailer";
export { deleteSignIns } from "./store";
export { generateToken, hashToken } from "./tokens";
