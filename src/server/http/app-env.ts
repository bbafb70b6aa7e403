import type { Logger } from "../logger";

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser;
  };
};
