/**
 * Every number of the realtime connection, word for word from SPEC §9 ("Notifications",
 * "Session and realtime") and §8 ("Channel subscribe times out after 10 s"), in one place so
 * a reviewer can hold them against the spec. How the ambiguous ones are read is said beside
 * each and in the files that use them.
 */
export const realtimeTimings = {
  /** "connection debounce 300 ms": quick successive start() calls open one connection. */
  connectDebounceMs: 300,
  /** §8: a connection that has not opened 10 s after it was asked for counts as failed. */
  subscribeTimeoutMs: 10_000,
  /** "Realtime heartbeat 25 s": the server proves the link alive at least this often... */
  heartbeatIntervalMs: 25_000,
  /** ...and "timeout 10 s": a heartbeat not seen 10 s after it was due means the link is dead. */
  heartbeatTimeoutMs: 10_000,

  /** "max reconnect 3": reconnect attempts after a failure before falling back to polling. */
  maxReconnectAttempts: 3,
  /** "base delay 2 s": the wait before reconnect attempt 1 (jitter aside). */
  reconnectBaseDelayMs: 2_000,
  /** "growth 1.2 to 2": each later attempt waits 1.2 to 2 times longer (see backoff.ts). */
  reconnectGrowthMin: 1.2,
  reconnectGrowthMax: 2,
  /** "jitter up to 1 s": added to every delay so clients do not reconnect in step. */
  reconnectJitterMaxMs: 1_000,
  /** "cap 30 s": no reconnect delay, jitter included, is longer. */
  reconnectCapMs: 30_000,

  /** "polling fallback 30 s": while degraded, notifications are fetched this often. */
  pollIntervalMs: 30_000,
  /** "Fetch timeout 30 s": a poll still running after this is aborted. */
  pollTimeoutMs: 30_000,

  /** "Circuit breaker 7 failures": the breaker opens at the 7th counted failure. */
  breakerFailureThreshold: 7,
  /** "60 s open": how long an opened breaker refuses live connection attempts. */
  breakerOpenMs: 60_000,
  /** "(30 s after manual reset)": the shorter open period once the user has asked to retry. */
  breakerOpenAfterManualResetMs: 30_000,
  /** "checked every 5 s": how often an open breaker looks whether its open period has passed. */
  breakerCheckIntervalMs: 5_000,

  /** "Idle 60 s / 30 s", first number: the idle flag goes on after 60 s without activity. */
  idleAfterMs: 60_000,
  /** "Idle 60 s / 30 s", second number: while idle, the health check runs every 30 s. */
  idleHealthCheckIntervalMs: 30_000,
  /** "health check 5 s": while degraded, how often the live connection is tried again. */
  healthCheckIntervalMs: 5_000,

  /**
   * "reconnect 1, 2, 5, then 10 s" (§9 Session and realtime): the schedule of the realtime
   * socket's own low-level reconnection. Not used by this controller, which owns reconnection
   * through backoff.ts; a transport that reconnects by itself should use this schedule.
   */
  socketReconnectScheduleMs: [1_000, 2_000, 5_000, 10_000],
} as const;
