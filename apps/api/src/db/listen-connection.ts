import pg from 'pg';

/**
 * The one PostgreSQL connection a process LISTENs on. A connection the server drops (a restart, a failover, a
 * pooler's restart, pg_terminate_backend, an idle-connection reaper) is replaced: it reconnects with backoff, LISTENs
 * again on every channel, and tells its owner, since whatever was notified while it was away was missed.
 */

/** The first wait before reconnecting; each failed attempt doubles it, up to LISTEN_RETRY_MAX_MS. */
export const LISTEN_RETRY_FIRST_MS = 100;
/** The longest wait between attempts: once the database is back, it is heard again within this time. */
export const LISTEN_RETRY_MAX_MS = 2_000;

export interface ListenConnectionOptions {
  /** A new, unconnected client for the database. */
  newClient(): pg.Client;
  /** Every notification on a channel LISTENed. */
  onNotification(channel: string, payload: string): void;
  /** The connection was lost: notifications are missed until `onRestored`. */
  onLost(error: Error): void;
  /** Connected and listening again on every channel, `downMs` after it was lost. */
  onRestored(downMs: number): void;
}

export class ListenConnection {
  /** The connected client, while it is connected. */
  private client: pg.Client | undefined;
  /** The first connection (its failure fails the caller of listen, e.g. the start). */
  private firstConnection: Promise<void> | undefined;
  private connectedOnce = false;
  private reconnecting = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = LISTEN_RETRY_FIRST_MS;
  /** When the connection was lost (performance.now(): a duration's start, not a business time), while it is. */
  private lostAt: number | undefined;
  private closed = false;
  private readonly channels = new Set<string>();
  /** The channels each client has LISTENed on. */
  private readonly listenedBy = new WeakMap<pg.Client, Set<string>>();

  constructor(private readonly options: ListenConnectionOptions) {}

  /** LISTENs on the channel from now on, across reconnections. The first call connects and fails if it cannot. */
  async listen(channel: string): Promise<void> {
    this.channels.add(channel);
    if (!this.connectedOnce) {
      this.firstConnection ??= this.open().then(
        (client) => {
          this.client = client;
          this.connectedOnce = true;
        },
        (err: unknown) => {
          this.firstConnection = undefined;
          throw err;
        },
      );
      await this.firstConnection;
    }
    const client = this.client;
    // Lost meanwhile: the reconnection LISTENs on every channel, this one included.
    if (!client || this.listenedBy.get(client)?.has(channel)) return;
    try {
      await this.listenOn(client, channel);
    } catch (err) {
      // Only a lost connection makes LISTEN fail: replace it, and LISTEN again on every channel.
      this.lost(client, err as Error);
    }
  }

  /**
   * Tries to reconnect now rather than at the end of the backoff: something else just reached the database (a
   * pool client connected), so it is likely back. Does nothing while connected.
   */
  nudge(): void {
    if (this.lostAt === undefined || this.client || this.reconnecting || this.closed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.reconnect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  /** A connected client listening on every channel known when it connected. */
  private async open(): Promise<pg.Client> {
    const client = this.options.newClient();
    // From the first moment: an 'error' event without a listener would end the process.
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('the LISTEN connection ended')));
    client.on('notification', (msg) => {
      if (!this.closed) this.options.onNotification(msg.channel, msg.payload ?? '');
    });
    try {
      await client.connect();
      // The set itself: a channel added while these run is LISTENed too.
      for (const channel of this.channels) await this.listenOn(client, channel);
      return client;
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
  }

  private lost(client: pg.Client, error: Error): void {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    this.lostAt = performance.now();
    // Its errors from here on are this one's echoes: the listener set in open() keeps them from ending the process.
    client.end().catch(() => {});
    this.options.onLost(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, LISTEN_RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.reconnect();
    }, delay);
    this.retryTimer.unref();
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.client || this.reconnecting) return;
    this.reconnecting = true;
    try {
      const client = await this.open();
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      const downMs = Math.round(performance.now() - (this.lostAt ?? performance.now()));
      this.lostAt = undefined;
      this.retryMs = LISTEN_RETRY_FIRST_MS;
      this.options.onRestored(downMs);
    } catch {
      this.scheduleReconnect();
    } finally {
      this.reconnecting = false;
    }
  }

  private async listenOn(client: pg.Client, channel: string): Promise<void> {
    let listened = this.listenedBy.get(client);
    if (!listened) {
      listened = new Set();
      this.listenedBy.set(client, listened);
    }
    if (listened.has(channel)) return;
    listened.add(channel);
    await client.query(listenSql(channel));
  }
}

const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;
