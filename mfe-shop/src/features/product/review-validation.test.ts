import { emptyReview, validateReview } from './review-validation';

describe('review form validation', () => {
  it('requires name, e-mail and a rating; the comment is optional', () => {
    expect(Object.keys(validateReview(emptyReview)).sort()).toEqual(['email', 'name', 'rating']);
  });

  it('accepts a complete review with a rating of 1 to 5', () => {
    for (const rating of ['1', '5']) {
      expect(validateReview({ name: 'Ravi', email: 'ravi@example.com', rating, comment: '' })).toEqual({});
    }
  });

  it('rejects a malformed e-mail and a rating outside 1-5', () => {
    const errors = validateReview({ name: 'Ravi', email: 'ravi', rating: '6', comment: '' });
    expect(errors.email).toBeDefined();
    expect(errors.rating).toBeDefined();
  });
});
