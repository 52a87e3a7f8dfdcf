import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { everyAnswerHeaders } from './answer-headers';

const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'request: the address or the headers are too long' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'request: it took too long to arrive' },
};
const MALFORMED = { status: 400, message: 'request: not a well-formed HTTP request' };

/**
 * The answer to a request the HTTP parser refused before any route saw it (an overlong address is a 431): Fastify's
 * own answer carries none of the headers every other answer has, since no hook runs for it. This one does, written
 * straight to the socket, which is then closed.
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message, field: 'request' });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...everyAnswerHeaders({ staff: false, tls: Boolean((socket as Duplex & { encrypted?: boolean }).encrypted) }),
  };
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
