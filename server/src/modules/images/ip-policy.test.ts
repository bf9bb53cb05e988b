import { isPublicAddress, normalizeIPv4 } from './ip-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '0.0.0.0', '100.64.0.1', '224.0.0.1', '255.255.255.255', '198.18.0.1',
    // Odd IPv4 spellings of loopback and metadata.
    '2130706433', '0x7f000001', '0x7f.0.0.1', '0177.0.0.1', '017700000001', '127.1', '0xa9fea9fe',
    // IPv6.
    '::', '::1', '[::1]', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1',
    '::ffff:7f00:1', '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', '2001:db8::1',
    'not an ip', '', '1.2.3.4.5', 'example.com',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['142.250.74.46', '8.8.8.8', '172.32.0.1', '2607:f8b0:4004:c1b::be', '::ffff:142.250.74.46', '2a00:1450:4001::1'])(
    'allows %s',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );

  it('normalises decimal and hex IPv4 forms', () => {
    expect(normalizeIPv4('2130706433')).toBe('127.0.0.1');
    expect(normalizeIPv4('0x7f.1')).toBe('127.0.0.1');
    expect(normalizeIPv4('google.com')).toBeNull();
  });
});
