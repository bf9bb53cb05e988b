import { describeFindings, firstMessageFindings, haveAnswered, otherHasWritten } from './first-contact';

const ME = 1;
const THEM = 2;

it('a conversation is answered once I have written in it', () => {
  expect(haveAnswered([], ME)).toBe(false);
  expect(haveAnswered([{ senderId: THEM }], ME)).toBe(false);
  expect(haveAnswered([{ senderId: THEM }, { senderId: ME }], ME)).toBe(true);
  expect(otherHasWritten([{ senderId: ME }], ME)).toBe(false);
});

it('checks my draft only while the other member has not written', () => {
  const scam = 'Contract at https://www.mediafire.com/file/x/brief.zip, then add me on Telegram @pr';
  expect(firstMessageFindings(scam, [], ME).map((f) => f.kind)).toEqual(expect.arrayContaining(['file-host', 'off-platform']));
  expect(firstMessageFindings(scam, [{ senderId: THEM }], ME)).toEqual([]);
  expect(firstMessageFindings('Loved your last video! Want to film a collab in May?', [], ME)).toEqual([]);
  expect(firstMessageFindings('My Telegram channel is linked in my bio', [], ME)).toEqual([]);
});

it('explains each kind once, in a stable order', () => {
  const lines = describeFindings([{ kind: 'payment' }, { kind: 'off-platform' }, { kind: 'payment' }]);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/another app/);
  expect(lines[1]).toMatch(/money/);
});
