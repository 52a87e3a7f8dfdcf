import { MAX_PASSES, renderUntilSettled } from './render-passes';

/** A render whose data comes in a chain: each render asks for the next link until `depth` links are fetched. */
function chain(depth: number) {
  let fetched = 0;
  let asked = 0;
  return {
    render: async () => {
      asked = fetched < depth ? 1 : 0;
      return `<p>${fetched} of ${depth}</p>`;
    },
    fetchAsked: async () => {
      fetched += asked;
      return asked;
    },
  };
}

test('renders again until a render asks for no more data, and says it is whole', async () => {
  const data = chain(2);
  const seen: number[] = [];
  await expect(renderUntilSettled(data.render, data.fetchAsked, (pass) => seen.push(pass))).resolves.toEqual({ html: '<p>2 of 2</p>', passes: 3, partial: false });
  expect(seen).toEqual([0, 1, 2]);
});

test('a chain deeper than the cap ends with the last render, marked partial rather than passed off as whole', async () => {
  const data = chain(MAX_PASSES + 3);
  await expect(renderUntilSettled(data.render, data.fetchAsked)).resolves.toEqual({
    html: `<p>${MAX_PASSES - 1} of ${MAX_PASSES + 3}</p>`,
    passes: MAX_PASSES,
    partial: true,
  });
});

test('a render that needs no data is one pass', async () => {
  const data = chain(0);
  await expect(renderUntilSettled(data.render, data.fetchAsked)).resolves.toEqual({ html: '<p>0 of 0</p>', passes: 1, partial: false });
});
