import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA: headers, blank line, body. */
  data: string;
  /** user:password of AUTH PLAIN, when the client logged in. */
  login: string | null;
}

/**
 * A tiny SMTP server for tests, on 127.0.0.1 only: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, QUIT.
 * `replyToRcpt` queues replies (e.g. '451 4.7.1 try later') for the next RCPT commands.
 */
export async function startFakeSmtpServer() {
  const received: ReceivedMail[] = [];
  const rcptReplies: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let mail: ReceivedMail = { from: '', to: [], data: '', login: null };
    let login: string | null = null;
    let inData = false;
    let buffered = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 127.0.0.1 fake ESMTP');

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return reply('250-127.0.0.1\r\n250-AUTH PLAIN\r\n250 8BITMIME');
      if (verb === 'HELO' || verb === 'NOOP') return reply('250 ok');
      if (verb === 'AUTH') {
        const [, , encoded = ''] = line.split(' ');
        const [, user, password] = Buffer.from(encoded, 'base64').toString().split('\0');
        login = `${user}:${password}`;
        return reply('235 2.7.0 accepted');
      }
      if (verb === 'MAIL') {
        mail = { from: line.replace(/^MAIL FROM:<([^>]*)>.*$/i, '$1'), to: [], data: '', login };
        return reply('250 ok');
      }
      if (verb === 'RCPT') {
        const answer = rcptReplies.shift() ?? '250 ok';
        if (answer.startsWith('250')) mail.to.push(line.replace(/^RCPT TO:<([^>]*)>.*$/i, '$1'));
        return reply(answer);
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 go ahead');
      }
      if (verb === 'RSET') return reply('250 ok');
      if (verb === 'QUIT') {
        reply('221 bye');
        return socket.end();
      }
      return reply('500 command unrecognised');
    };

    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!inData) {
          command(line);
        } else if (line === '.') {
          inData = false;
          received.push(mail);
          reply('250 2.0.0 queued');
        } else {
          mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    replyToRcpt: (...replies: string[]) => rcptReplies.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
