import { arrivalPath, pickHighlightedRow, tenderIdFromPath } from './row-highlight';

describe('row highlight after navigation', () => {
  it('reads the tender of a detail path only', () => {
    expect(tenderIdFromPath('/ihaleler/42')).toBe(42);
    expect(tenderIdFromPath('/ihaleler/42/')).toBe(42);
    expect(tenderIdFromPath('/ihaleler')).toBeNull();
    expect(tenderIdFromPath('/duyurular/42')).toBeNull();
    expect(tenderIdFromPath(null)).toBeNull();
  });

  it("marks the tender's row when arriving from its detail, and nothing when it is not listed", () => {
    expect(pickHighlightedRow([50, 42, 17], { kind: 'arrival', from: '/ihaleler/42' })).toBe(42);
    expect(pickHighlightedRow([50, 17], { kind: 'arrival', from: '/ihaleler/42' })).toBeNull();
    expect(pickHighlightedRow([50, 42], { kind: 'arrival', from: '/hesabim' })).toBeNull();
  });

  it('marks the first row of the new tab on a tab switch, nothing on an empty tab', () => {
    expect(pickHighlightedRow([50, 42], { kind: 'tab' })).toBe(50);
    expect(pickHighlightedRow([], { kind: 'tab' })).toBeNull();
  });

  it('knows where the user came from before and after the route store records the arrival', () => {
    expect(arrivalPath({ previousPath: '/', currentPath: '/ihaleler/42' }, '/katildigim-ihaleler')).toBe(
      '/ihaleler/42',
    );
    expect(
      arrivalPath({ previousPath: '/ihaleler/42', currentPath: '/katildigim-ihaleler' }, '/katildigim-ihaleler'),
    ).toBe('/ihaleler/42');
  });
});
