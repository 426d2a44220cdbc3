/**
 * The client address rate limits count by. `request.ip` is the socket's peer, or the client
 * named by X-Forwarded-For when TRUST_PROXY is on. IPv4-mapped IPv6 counts as the IPv4 address,
 * and IPv6 by its /64 network: anyone holding one IPv6 address holds its whole /64, so counting
 * single addresses would let them walk around any limit.
 */
import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

const ipv6NetworkBits = 64;

/** The key of the request's client for rate limits; never empty. */
export function clientAddress(request: FastifyRequest): string {
  // Injected requests (tests, light-my-request) may come without an address.
  return normalizeIP(request.ip || request.socket?.remoteAddress || 'unknown', ipv6NetworkBits);
}
