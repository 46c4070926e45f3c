import { ownString } from '../../util/string-copy.js';

/**
 * A dependency graph read lazily (a node's links are looked up only when a walk reaches it)
 * whose strongly connected components are computed once per run: Tarjan's algorithm from
 * each new root, skipping the nodes an earlier walk has already placed. A node placed once
 * stays correct, because any cycle through it was reachable from it in that earlier walk.
 */
export class LazyGraph {
  readonly #component = new Map<string, number>();
  readonly #members: string[][] = [];
  readonly #reported = new Map<number, string>();
  readonly #links = new Map<string, readonly string[]>();

  constructor(private readonly read: (id: string) => readonly string[]) {}

  /**
   * Give a node's links from data already in hand (the file being checked), sparing a read. Only
   * from the file `read` would read for the node: the graph must be the same whichever of its
   * files a run checks first, or which files it checks.
   */
  prime(id: string, links: readonly string[]): void {
    if (!this.#links.has(id)) this.#links.set(id, links.map(ownString));
  }

  /** A node's links, kept for the run as copies of their own: a file's text goes with its check (own-strings.ts). */
  links(id: string): readonly string[] {
    let links = this.#links.get(id);
    if (!links) this.#links.set(id, (links = this.read(id).map(ownString)));
    return links;
  }

  /**
   * False when a file checked earlier by this engine asked about the cycle through `root` first:
   * then that file, earlier in path order, reports it, and `by` need not work out its own message.
   * The same file asking again gets the same answer (a file checked twice, as the fast path may
   * do, still reports its cycle). True is not the last word: engines that share a run's files
   * between them each see only theirs, so the report keeps the finding of the first file of all
   * that reports it (`ReportOptions.once`, with {@link cycleKey}).
   */
  firstSighting(root: string, by: string): boolean {
    const component = this.#component.get(root);
    if (component === undefined) return false;
    const first = this.#reported.get(component);
    if (first === undefined) this.#reported.set(component, by);
    return (first ?? by) === by;
  }

  /** The ids on a cycle with `root` (its strongly connected component), or undefined when none. */
  cycleMembers(root: string): readonly string[] | undefined {
    if (!this.#component.has(root)) this.#place(root);
    const members = this.#members[this.#component.get(root)!]!;
    return members.length > 1 || this.links(root).includes(root) ? members : undefined;
  }

  /** One shortest cycle from `root` back to it, among `members`: `[a, b, a]`. */
  shortestCycle(root: string, members: readonly string[]): string[] {
    const allowed = new Set(members);
    const previous = new Map<string, string>();
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      const from = queue[i]!;
      for (const to of this.links(from)) {
        if (to === root) {
          const path = [root];
          for (let at: string | undefined = from; at !== undefined && at !== root; at = previous.get(at))
            path.splice(1, 0, at);
          path.push(root);
          return path;
        }
        if (allowed.has(to) && !previous.has(to)) {
          previous.set(to, from);
          queue.push(to);
        }
      }
    }
    return [root, root];
  }

  #place(root: string): void {
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const frames: Array<{ node: string; edges: readonly string[]; next: number }> = [];
    const open = (node: string) => {
      index.set(node, index.size);
      low.set(node, index.get(node)!);
      stack.push(node);
      onStack.add(node);
      frames.push({ node, edges: this.links(node), next: 0 });
    };
    open(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++]!;
        if (this.#component.has(to)) continue;
        if (!index.has(to)) open(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        this.#component.set(member, this.#members.length);
        members.push(member);
      } while (member !== frame.node);
      this.#members.push(members);
    }
  }
}

/**
 * A cycle by name: the graph's and its members', sorted, the same from whichever member it is
 * found. A cycle is reported once, on the first of its files (`ReportOptions.once`).
 */
export function cycleKey(graph: string, members: readonly string[]): string {
  return [graph, ...[...members].sort()].join('\u0000');
}
