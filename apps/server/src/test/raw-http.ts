import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One keep-alive TCP connection to a listening server, speaking HTTP/1.1 by hand, so a test sees
 * what a real client sees: responses in order on the same socket, and when the server closes it.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;
  readonly whenClosed: Promise<void>;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    this.whenClosed = new Promise((resolve) => {
      socket.on('close', () => {
        this.closed = true;
        this.waiting?.();
        resolve();
      });
    });
    socket.on('error', () => {});
  }

  /**
   * `allowHalfOpen`: the connection goes on sending after the server has ended its side, as a client
   * does that writes its body without reading (Node's sockets end their own side on the server's).
   */
  static open(port: number, { allowHalfOpen = false } = {}): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen }, () =>
        resolve(new RawConnection(socket)),
      );
      socket.once('error', reject);
    });
  }

  /** Writes without waiting for the server to read (it may refuse to). */
  write(data: string | Buffer): void {
    if (!this.socket.destroyed) this.socket.write(data);
  }

  /** The next whole response on this connection, or null when the server closed it first. */
  async response(): Promise<RawResponse | null> {
    while (true) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) return null;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
      this.waiting = null;
    }
  }

  private parse(): RawResponse | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString();
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}
