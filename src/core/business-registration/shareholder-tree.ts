/**
 * The business registration's shareholder tree (spec 3 sections 3.2 and 5.1): persons (type 1) and companies
 * (type 2) own shares of the company above them. Rules: each share is above 0 and at most 100; the shares of one
 * level add up to between 10 and 100; a company shareholder has at least one director; a person's effective share
 * is the product of the shares down the path to them (summed when they appear more than once).
 *
 * Shares are percentages with at most two decimals. Arithmetic runs on hundredths of a percent as integers (and
 * BigInt for the products), so 33.33 + 33.33 + 33.34 is exactly 100 and 50 % of 50 % is exactly 25 %.
 */

export const SHAREHOLDER_TYPE = { person: 1, company: 2 } as const;
export type ShareholderType = (typeof SHAREHOLDER_TYPE)[keyof typeof SHAREHOLDER_TYPE];

export const SHARE_RULES = {
  min: 0,
  max: 100,
  levelSumMin: 10,
  levelSumMax: 100,
  sourceOfWealthThreshold: 25,
} as const;

export interface ShareholderNode {
  type: ShareholderType;
  /** Percent, above 0 and at most 100, up to two decimals. */
  share: number;
  personId?: string | undefined;
  companyId?: string | undefined;
  /** A company shareholder's own shareholders (always empty for persons). */
  shareholders: ShareholderNode[];
}

/** A node's place: the indexes from the root level down (`[1, 0]` is the first shareholder of the second one). */
export type NodePath = readonly number[];

export type ShareholderProblem =
  | { kind: 'shareOutOfRange'; path: NodePath }
  | { kind: 'shareTooPrecise'; path: NodePath }
  | { kind: 'levelSumOutOfRange'; path: NodePath; sum: number }
  | { kind: 'companyNeedsDirector'; path: NodePath; companyId: string }
  | { kind: 'missingParty'; path: NodePath }
  | { kind: 'noShareholders' };

const HUNDREDTHS = 100;
const WHOLE = 100 * HUNDREDTHS;

/** The share in hundredths of a percent, or null when it is not a number with at most two decimals. */
export function shareInHundredths(share: number): number | null {
  if (!Number.isFinite(share)) return null;
  const scaled = Math.round(share * HUNDREDTHS);
  return Math.abs(scaled - share * HUNDREDTHS) < 1e-6 ? scaled : null;
}

/** Whether a share is inside (0, 100]. */
export function isShareInRange(share: number): boolean {
  return Number.isFinite(share) && share > SHARE_RULES.min && share <= SHARE_RULES.max;
}

/** The sum of one level's shares in percent (exact to the hundredth). */
export function levelSum(nodes: readonly ShareholderNode[]): number {
  return nodes.reduce((sum, node) => sum + (shareInHundredths(node.share) ?? 0), 0) / HUNDREDTHS;
}

export function isLevelSumInRange(sum: number): boolean {
  return sum >= SHARE_RULES.levelSumMin && sum <= SHARE_RULES.levelSumMax;
}

/**
 * Every broken rule of the tree, in reading order. `directorsOf(companyId)` answers a company shareholder's
 * directors (person ids). An empty root level is a problem of its own: a company has at least one shareholder.
 */
export function shareholderProblems(
  nodes: readonly ShareholderNode[],
  directorsOf: (companyId: string) => readonly string[],
): ShareholderProblem[] {
  const problems: ShareholderProblem[] = [];
  if (nodes.length === 0) return [{ kind: 'noShareholders' }];
  const visit = (level: readonly ShareholderNode[], parent: NodePath) => {
    level.forEach((node, index) => {
      const path = [...parent, index];
      if (!isShareInRange(node.share)) problems.push({ kind: 'shareOutOfRange', path });
      else if (shareInHundredths(node.share) === null) problems.push({ kind: 'shareTooPrecise', path });
      if (node.type === SHAREHOLDER_TYPE.person && !node.personId) problems.push({ kind: 'missingParty', path });
      if (node.type === SHAREHOLDER_TYPE.company) {
        if (!node.companyId) problems.push({ kind: 'missingParty', path });
        else if (directorsOf(node.companyId).length === 0)
          problems.push({ kind: 'companyNeedsDirector', path, companyId: node.companyId });
        if (node.shareholders.length > 0) visit(node.shareholders, path);
      }
    });
    const sum = levelSum(level);
    if (!isLevelSumInRange(sum)) problems.push({ kind: 'levelSumOutOfRange', path: parent, sum });
  };
  visit(nodes, []);
  return problems;
}

/** A fraction `numerator / WHOLE^depth`, kept exact. */
interface ExactShare {
  numerator: bigint;
  depth: number;
}

function exactShares(nodes: readonly ShareholderNode[]): Map<string, ExactShare[]> {
  const byPerson = new Map<string, ExactShare[]>();
  const visit = (level: readonly ShareholderNode[], numerator: bigint, depth: number) => {
    for (const node of level) {
      const hundredths = shareInHundredths(node.share);
      if (hundredths === null || !isShareInRange(node.share)) continue;
      const own = { numerator: numerator * BigInt(hundredths), depth: depth + 1 };
      if (node.type === SHAREHOLDER_TYPE.person && node.personId) {
        byPerson.set(node.personId, [...(byPerson.get(node.personId) ?? []), own]);
      } else if (node.type === SHAREHOLDER_TYPE.company) {
        visit(node.shareholders, own.numerator, own.depth);
      }
    }
  };
  visit(nodes, 1n, 0);
  return byPerson;
}

/** The sum of exact shares as one fraction over WHOLE^maxDepth. */
function combine(shares: readonly ExactShare[]): ExactShare {
  const depth = Math.max(0, ...shares.map((share) => share.depth));
  const numerator = shares.reduce(
    (sum, share) => sum + share.numerator * BigInt(WHOLE) ** BigInt(depth - share.depth),
    0n,
  );
  return { numerator, depth };
}

/**
 * Effective shares of the persons in the tree, in percent (rounded to 6 decimals for display; decisions about
 * thresholds use {@link reachesSourceOfWealthThreshold}, which is exact).
 */
export function effectiveShares(nodes: readonly ShareholderNode[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const [personId, shares] of exactShares(nodes)) {
    const { numerator, depth } = combine(shares);
    const percent = Number((numerator * 100_000_000n) / BigInt(WHOLE) ** BigInt(depth)) / 1_000_000;
    result.set(personId, percent);
  }
  return result;
}

/** Whether the person's effective share is 25 % or more (exact comparison). */
export function reachesSourceOfWealthThreshold(nodes: readonly ShareholderNode[], personId: string): boolean {
  const shares = exactShares(nodes).get(personId);
  if (!shares) return false;
  const { numerator, depth } = combine(shares);
  // numerator / WHOLE^depth >= 25 / 100
  return numerator * 100n >= BigInt(SHARE_RULES.sourceOfWealthThreshold) * BigInt(WHOLE) ** BigInt(depth);
}

/** Whether the person's effective share is above 25 % (exact comparison). */
function exceedsSourceOfWealthThreshold(nodes: readonly ShareholderNode[], personId: string): boolean {
  const shares = exactShares(nodes).get(personId);
  if (!shares) return false;
  const { numerator, depth } = combine(shares);
  return numerator * 100n > BigInt(SHARE_RULES.sourceOfWealthThreshold) * BigInt(WHOLE) ** BigInt(depth);
}

/**
 * The persons whose source data must be cleared after the tree changed from `before` to `after`: their effective
 * share went down and is now 25 % or less (spec 3 section 5.1, "reducing a share to 25 percent or less clears the
 * person's source data").
 */
export function personsLosingSourceOfWealth(
  before: readonly ShareholderNode[],
  after: readonly ShareholderNode[],
): string[] {
  const previous = effectiveShares(before);
  const next = effectiveShares(after);
  const losing: string[] = [];
  for (const [personId, share] of previous) {
    const now = next.get(personId) ?? 0;
    if (now < share && !exceedsSourceOfWealthThreshold(after, personId)) losing.push(personId);
  }
  return losing;
}

/** Every person and company id the tree names. */
export function partiesInTree(nodes: readonly ShareholderNode[]): { personIds: Set<string>; companyIds: Set<string> } {
  const personIds = new Set<string>();
  const companyIds = new Set<string>();
  const visit = (level: readonly ShareholderNode[]) => {
    for (const node of level) {
      if (node.personId) personIds.add(node.personId);
      if (node.companyId) companyIds.add(node.companyId);
      visit(node.shareholders);
    }
  };
  visit(nodes);
  return { personIds, companyIds };
}

/** The level at `path` (the root level for `[]`); null when the path leads nowhere or to a person. */
export function levelAt(nodes: ShareholderNode[], path: NodePath): ShareholderNode[] | null {
  let level = nodes;
  for (const index of path) {
    const node = level[index];
    if (!node || node.type !== SHAREHOLDER_TYPE.company) return null;
    level = node.shareholders;
  }
  return level;
}

/** A copy of the tree with `change` applied to the level at `path` (the tree itself is not touched). */
export function updateLevel(
  nodes: readonly ShareholderNode[],
  path: NodePath,
  change: (level: ShareholderNode[]) => ShareholderNode[],
): ShareholderNode[] {
  if (path.length === 0) return change([...nodes]);
  const [head, ...rest] = path;
  return nodes.map((node, index) =>
    index === head ? { ...node, shareholders: updateLevel(node.shareholders, rest, change) } : node,
  );
}
