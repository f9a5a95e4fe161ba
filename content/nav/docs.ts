import type { PageTree } from '../../runtime/page-tree/types';

/** Pages of the docs product itself: experiments that test the docs infrastructure. */
export default [
  {
    pathname: '/experiments',
    title: 'Experiments',
    children: [{ pathname: '/experiments/docs', unstable: true }],
  },
] satisfies PageTree;
