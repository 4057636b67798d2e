import { describe, expect, it } from 'vitest';
import { checkReply, MALFORMED_REPLY } from '../../api/reply';
import { noticesPageSchema, noticeSchema } from './schema';

const notice = {
  id: 'i-41',
  kind: 'imediata',
  title: 'Campanha de vacinação',
  message: 'A vacinação começa na segunda-feira.',
  sentAt: '2026-11-20T09:30:00-03:00',
  readAt: null,
};

describe("the inbox's replies", () => {
  it('a page as the contract has it is data', () => {
    const page = checkReply(noticesPageSchema, { count: 1, unread: 1, rows: [notice] });
    expect(page.rows[0]).toMatchObject(notice);
  });

  it.each([
    ['no unread count', { count: 1, rows: [notice] }],
    ['no list', { count: 1, unread: 0, rows: null }],
    ['a notice without an id', { count: 1, unread: 1, rows: [{ ...notice, id: '' }] }],
    ['an unknown kind', { count: 1, unread: 1, rows: [{ ...notice, kind: 'sms' }] }],
    ['a read date that is a number', { count: 1, unread: 0, rows: [{ ...notice, readAt: 5 }] }],
    ['null', null],
  ])('%s is a failed read, not data', (_, reply) => {
    expect(() => checkReply(noticesPageSchema, reply)).toThrow(MALFORMED_REPLY);
  });

  it('a read notice without readAt is not data', () => {
    expect(() => checkReply(noticeSchema, { ...notice, readAt: undefined })).toThrow(
      MALFORMED_REPLY,
    );
  });
});
