/** @jest-environment node */
import fc from 'fast-check';
import { utf8 } from './bytes';
import {
  appendToFrontier,
  inclusionProof,
  leafHash,
  rootFromFrontier,
  rootFromLeafHashes,
  verifyInclusion,
} from './merkle';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const leavesOf = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => leafHash(utf8(`kayıt ${i}`))));

describe('the RFC 9162 tree of a bid record', () => {
  it('gives the roots of the Certificate Transparency test vectors', async () => {
    // RFC 6962/9162 reference leaves and roots (certificate-transparency-go, merkle tests).
    const data = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'];
    const roots = [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
      'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
      '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
      '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
      'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
      '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
    ];
    const leaves = await Promise.all(data.map((d) => leafHash(Buffer.from(d, 'hex'))));
    for (let n = 1; n <= 8; n++) expect(hex(await rootFromLeafHashes(leaves.slice(0, n)))).toBe(roots[n - 1]);
    expect(hex(await rootFromLeafHashes([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('appends through the frontier to the same root as the whole tree, for every size up to 70', async () => {
    const leaves = await leavesOf(70);
    let frontier: Uint8Array[] = [];
    for (let n = 0; n < leaves.length; n++) {
      frontier = await appendToFrontier(frontier, n, leaves[n]);
      expect(frontier.length).toBe((n + 1).toString(2).replace(/0/g, '').length);
      expect(hex(await rootFromFrontier(frontier))).toBe(hex(await rootFromLeafHashes(leaves.slice(0, n + 1))));
    }
  });

  // 561 proofs over the 33 trees, each checked up to three times: 2.1 s alone, past jest's 5 s
  // once in a full run on two cores, hence a limit of its own.
  it('proves every entry of every tree up to 33 entries, and nothing else', async () => {
    const leaves = await leavesOf(33);
    const other = await leafHash(utf8('başka kayıt'));
    for (let size = 1; size <= leaves.length; size++) {
      const tree = leaves.slice(0, size);
      const root = await rootFromLeafHashes(tree);
      for (let i = 0; i < size; i++) {
        const proof = await inclusionProof(tree, i);
        expect(await verifyInclusion({ leafHash: tree[i], leafIndex: i, treeSize: size, proof, root })).toBe(true);
        expect(await verifyInclusion({ leafHash: other, leafIndex: i, treeSize: size, proof, root })).toBe(false);
        if (size > 1)
          expect(
            await verifyInclusion({ leafHash: tree[i], leafIndex: (i + 1) % size, treeSize: size, proof, root }),
          ).toBe(false);
      }
    }
  }, 30_000);

  // A misstated tree size can still verify when the proof has the same shape (RFC 9162 §2.1.3.2):
  // that is why the size is part of the signed checkpoint, and why it is not tested here.
  it('rejects a proof with any hash changed', async () => {
    const leaves = await leavesOf(21);
    const root = await rootFromLeafHashes(leaves);
    await fc.assert(
      fc.asyncProperty(fc.nat(20), fc.nat(100), async (i, pick) => {
        const proof = await inclusionProof(leaves, i);
        const args = { leafHash: leaves[i], leafIndex: i, treeSize: 21, proof, root };
        const bad = proof.map((h) => h.slice());
        bad[pick % bad.length][pick % 32] ^= 1;
        expect(await verifyInclusion(args)).toBe(true);
        expect(await verifyInclusion({ ...args, proof: bad })).toBe(false);
        expect(await verifyInclusion({ ...args, proof: proof.slice(1) })).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
