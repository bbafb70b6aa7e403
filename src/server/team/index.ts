/**
 * The church's team: administrators invited by e-mail, accepting an invitation, the first
 * administrator's invitation.
 */
export { FirstAdminInvitationError, inviteFirstAdministrator } from "./first-admin-invitations";
export { invitationPublicRoutes } from "./invitation-accept-routes";
export { addMember } from "./queries";
export { teamAdminRoutes } from "./routes";
