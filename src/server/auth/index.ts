/**
 * Identity (better-auth): sign-in, sign-up with e-mail confirmation, password recovery, sessions, the
 * administrator's church and role, and the first-administrator links of a new church.
 */
export { AdministratorError, createAdministrator, deleteAdministrator, replaceKnownPassword } from "./administrators";
export { type Auth, createAuth } from "./auth";
export { endChurchRegistration, grantChurchRegistration, mayRegisterChurch } from "./church-registration";
export { claimFirstAdminLink, findFirstAdminLink, replaceFirstAdminLink } from "./first-admin-links";
export { INVITATION_VALID_MS, invitationTokenHash, newInvitationToken } from "./link-tokens";
export { churchOfUser, findMembership } from "./membership";
export { RECOVERY_REQUEST_PATH, recoveryAnswerFloor } from "./recovery-answer-floor";
export { passwordRecoveryMail } from "./recovery-mail";
export { requireSession } from "./require-session";
export { forbidden, requireAdministrator } from "./roles";
export { hasConfirmedEmail } from "./signup";
export { signupRoutes } from "./signup-routes";
export { createVerifiedUser, endSessions } from "./user-accounts";
