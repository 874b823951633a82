import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../kernel/domain-error';
import { httpErrorOf } from './errors';

/** The edge's one mapping of a domain refusal to the API's error shape (docs/spec.md §8). */
describe('httpErrorOf', () => {
  const wire = (err: DomainError) => {
    const e = httpErrorOf(err);
    return { status: e.status, body: e.toBody() };
  };

  it('a refused rule is a 400 with its key and message', () => {
    const { status, body } = wire(DomainError.invalid('İhale kapanmıştır.', 'TenderClosed'));
    assert.equal(status, 400);
    assert.equal(body.key, 'TenderClosed');
    assert.equal(body.message, 'İhale kapanmıştır.');
  });

  it('several broken fields are one 400 listing each, as input validation answers', () => {
    const { status, body } = wire(
      DomainError.invalidFields(['Başlık zorunludur.', 'Bitiş tarihi zorunludur.'], 'Eksik alanlar var.'),
    );
    assert.equal(status, 400);
    assert.equal(body.key, 'ValidationError');
    assert.equal(body.message, 'Eksik alanlar var.');
    assert.deepEqual(body.mesajList, ['Başlık zorunludur.', 'Bitiş tarihi zorunludur.']);
    assert.deepEqual(body.errors, ['Başlık zorunludur.', 'Bitiş tarihi zorunludur.']);
  });

  it('not found, forbidden and conflict keep their statuses', () => {
    assert.equal(wire(DomainError.notFound()).status, 404);
    assert.equal(wire(DomainError.forbidden()).status, 403);
    assert.equal(wire(DomainError.conflict('Zaten kayıtlı.', 'Registered')).status, 409);
  });
});
