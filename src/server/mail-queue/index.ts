/**
 * Outgoing mail: queued in the database, sent by one sender with retries and a lease (decision 400).
 */
export { createMailer, type Mail, MailDeliveryError, type Mailer } from "./mailer";
export { enqueueMail, enqueueMails, mailBacklog, type MailBacklog } from "./queries";
export { mailQueueKey } from "./sealed-body";
export { createMailSender, type MailSender } from "./sender";
