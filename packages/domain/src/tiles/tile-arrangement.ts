import type { TileDevice, TilePlacement } from './tile-types.ts';

export interface PlacedTile {
  priorityAndPosition: Record<TileDevice, TilePlacement>;
}

/**
 * The tiles to show on a device: the `limit` most important (lowest priority number first), then
 * in their position order. Ties keep the content file's order.
 */
export function arrangeTiles<T extends PlacedTile>(
  tiles: readonly T[],
  device: TileDevice,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const chosen = tiles
    .map((tile, index) => ({ tile, index }))
    .sort(
      (a, b) =>
        a.tile.priorityAndPosition[device].priority - b.tile.priorityAndPosition[device].priority ||
        a.index - b.index,
    )
    .slice(0, limit);
  return chosen
    .sort(
      (a, b) =>
        a.tile.priorityAndPosition[device].position - b.tile.priorityAndPosition[device].position ||
        a.index - b.index,
    )
    .map(({ tile }) => tile);
}
