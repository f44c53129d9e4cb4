import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@tuitionhub/contracts';

const answers: Record<string, [number, ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The address or the request headers are too large'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over 16 KB, a
 * broken request line, a timeout) still answer in the error model, then the connection closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = answers[err.code ?? ''] ?? [400, 'BAD_REQUEST', 'Malformed HTTP request'];
  const body = JSON.stringify({ success: false, code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
