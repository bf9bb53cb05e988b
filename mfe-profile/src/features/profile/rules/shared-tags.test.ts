import { inviteNotice, sharedTagNames } from './shared-tags';

const tags = (...names: string[]) => names.map((tagName) => ({ tagName }));

describe('sharedTagNames', () => {
  it('intersects by tag name, ignoring case and spacing, without repeats, in the other channel’s order', () => {
    expect(sharedTagNames(tags('Travel', ' cooking ', 'Cars', 'Cooking'), tags('cooking', 'TRAVEL', 'Music')))
      .toEqual(['Travel', 'cooking']);
  });

  it('is empty without own tags or without a match', () => {
    expect(sharedTagNames(tags('Travel'), null)).toEqual([]);
    expect(sharedTagNames(tags('Travel'), tags('Music'))).toEqual([]);
    expect(sharedTagNames(tags('', '  '), tags('', ' '))).toEqual([]);
  });
});

describe('inviteNotice', () => {
  it('says the channel is not yet a member', () => {
    expect(inviteNotice('Bob', 'CollabHub', [])).toBe('Bob is not yet a member of CollabHub.');
  });

  it('names one, two or at most three shared topics', () => {
    expect(inviteNotice('Bob', 'CollabHub', ['Bread'])).toContain('about Bread —');
    expect(inviteNotice('Bob', 'CollabHub', ['Bread', 'Jam'])).toContain('about Bread and Jam —');
    const four = inviteNotice('Bob', 'CollabHub', ['Bread', 'Jam', 'Pies', 'Cakes']);
    expect(four).toBe(
      'Bob is not yet a member of CollabHub. You both create content about Bread, Jam and Pies — invite them to collaborate on CollabHub!',
    );
    expect(four).not.toContain('Cakes');
  });
});
