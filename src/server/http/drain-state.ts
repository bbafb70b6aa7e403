/**
 * Whether this process is draining: a stop signal came, /api/health answers 503 so a load balancer
 * stops sending here, and requests already accepted are being finished (docs/decisions/466).
 */
export type DrainState = {
  readonly draining: boolean;
  /** From now on health says "draining". Idempotent. */
  start(): void;
};

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/** What /api/health answers while draining (Portuguese: an operator or a visitor may read it). */
export const DRAINING_MESSAGE = "Esta instância está sendo encerrada; tente novamente em instantes.";
