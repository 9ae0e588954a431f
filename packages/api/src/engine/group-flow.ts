/**
 * Max-flow over the group caps: source → group (its unplaced members) → its parts at depth 1..D, each
 * capped by the room left for the group there → blocks (free slots) → sink; plus, per group, the second
 * slot of each unplaced bye, into any block where the group has room left (a relaxation: the search
 * places each bye whole).
 */
export class GroupFlow {
  private head: Int32Array;
  private to: Int32Array;
  private capacity: Int32Array;
  private next: Int32Array;
  private level: Int32Array;
  private iter: Int32Array;
  private queue: Int32Array;
  private readonly leafEdge: Int32Array;
  private edges = 0;
  private nodes = 0;
  private supply = 0;

  constructor(
    groups: number,
    private readonly depth: number,
  ) {
    const blocks = 1 << depth;
    const maxNodes = 2 + blocks + groups * (2 * blocks + 1);
    const maxEdges = 2 * (blocks + groups * (4 * blocks + 2));
    this.head = new Int32Array(maxNodes);
    this.level = new Int32Array(maxNodes);
    this.iter = new Int32Array(maxNodes);
    this.queue = new Int32Array(maxNodes);
    this.to = new Int32Array(maxEdges);
    this.capacity = new Int32Array(maxEdges);
    this.next = new Int32Array(maxEdges);
    this.leafEdge = new Int32Array(groups * blocks);
  }

  /** Empties the network: source 0, sink 1, then one node per block. */
  reset(): void {
    this.edges = 0;
    this.nodes = 0;
    this.supply = 0;
    this.leafEdge.fill(-1);
    for (let v = 0; v < 2 + (1 << this.depth); v++) this.node();
  }

  private node(): number {
    this.head[this.nodes] = -1;
    return this.nodes++;
  }

  private edge(from: number, to: number, capacity: number): number {
    const id = this.edges;
    this.to[id] = to;
    this.capacity[id] = capacity;
    this.next[id] = this.head[from] as number;
    this.head[from] = id;
    this.to[id + 1] = from;
    this.capacity[id + 1] = 0;
    this.next[id + 1] = this.head[to] as number;
    this.head[to] = id + 1;
    this.edges += 2;
    return id;
  }

  group(gi: number, members: number, byes: number, room: (depth: number, part: number) => number): void {
    this.supply += members + byes;
    const root = this.node();
    this.edge(0, root, members);
    const second = byes > 0 ? this.node() : -1;
    if (byes > 0) this.edge(0, second, byes);
    const walk = (parent: number, j: number, x: number) => {
      if (j === this.depth) {
        this.leafEdge[gi * (1 << this.depth) + x] = this.edge(parent, 2 + x, members);
        const r = j === 0 ? members : room(j, x);
        if (byes > 0 && r > 0) this.edge(second, 2 + x, Math.min(byes, r));
        return;
      }
      for (let child = 2 * x; child <= 2 * x + 1; child++) {
        const r = room(j + 1, child);
        if (r <= 0) continue;
        const n = this.node();
        this.edge(parent, n, r);
        walk(n, j + 1, child);
      }
    };
    walk(root, 0, 0);
  }

  block(b: number, free: number): void {
    if (free > 0) this.edge(2 + b, 1, free);
  }

  /** Units of group gi's flow into block b after run(). */
  into(gi: number, b: number): number {
    const id = this.leafEdge[gi * (1 << this.depth) + b] as number;
    return id < 0 ? 0 : (this.capacity[id + 1] as number);
  }

  /** True when every unplaced member and bye slot finds a place (Dinic's algorithm). */
  run(): boolean {
    let total = 0;
    while (total < this.supply && this.bfs()) {
      this.iter.set(this.head.subarray(0, this.nodes));
      for (let f = this.dfs(0, this.supply); f > 0; f = this.dfs(0, this.supply)) total += f;
    }
    return total === this.supply;
  }

  private bfs(): boolean {
    this.level.fill(-1, 0, this.nodes);
    this.level[0] = 0;
    this.queue[0] = 0;
    let tail = 1;
    for (let qi = 0; qi < tail; qi++) {
      const v = this.queue[qi] as number;
      for (let e = this.head[v] as number; e >= 0; e = this.next[e] as number) {
        const w = this.to[e] as number;
        if ((this.capacity[e] as number) > 0 && this.level[w] === -1) {
          this.level[w] = (this.level[v] as number) + 1;
          this.queue[tail++] = w;
        }
      }
    }
    return this.level[1] !== -1;
  }

  private dfs(v: number, pushed: number): number {
    if (v === 1) return pushed;
    for (let e = this.iter[v] as number; e >= 0; e = this.next[e] as number) {
      this.iter[v] = e;
      const w = this.to[e] as number;
      const c = this.capacity[e] as number;
      if (c <= 0 || this.level[w] !== (this.level[v] as number) + 1) continue;
      const f = this.dfs(w, Math.min(pushed, c));
      if (f > 0) {
        this.capacity[e] = c - f;
        this.capacity[e ^ 1] = (this.capacity[e ^ 1] as number) + f;
        return f;
      }
    }
    this.iter[v] = -1;
    return 0;
  }
}
