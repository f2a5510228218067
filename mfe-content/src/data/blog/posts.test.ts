import { categories, findPost, postCount, posts } from './posts';

describe('posts', () => {
  it('holds the three articles of the specification with unique slugs', () => {
    expect(posts.map((post) => post.slug)).toEqual(['regular-health-checkups', 'orthopedic-trauma-care', 'emergency-pharmacy-services']);
  });

  it('gives every article several paragraphs, a quote and a two-image gallery with alt text', () => {
    for (const post of posts) {
      expect(post.content.length).toBeGreaterThanOrEqual(4);
      expect(post.quote.text.length).toBeGreaterThan(20);
      expect(post.gallery).toHaveLength(2);
      for (const image of [post.image, ...post.gallery]) expect(image.alt.length).toBeGreaterThan(10);
      expect(post.dateISO).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('counts the posts in each category; the sidebar has at least six to show', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(categories.map((category) => category.title)).size).toBe(categories.length);
    for (const category of categories) expect(postCount(category)).toBeGreaterThan(0);
    const emergency = categories.find((category) => category.title === 'Emergency Care');
    expect(emergency && postCount(emergency)).toBe(2);
  });

  it('finds a post by slug and nothing for an unknown one', () => {
    expect(findPost('orthopedic-trauma-care')?.author).toBe('Dr. Karthik Varma');
    expect(findPost('no-such-post')).toBeUndefined();
  });
});
