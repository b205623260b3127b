import type { MapSettings, MapsKeyAnswer, StaffMapsSettings } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { shopSettingsStore } from '../../lib/shop-settings';

/** The staff's maps key in `shop_settings`. */
export const MAPS_KEY_SETTING = 'maps.frontApiKey';

export interface MapsOptions {
  /** MAPS_API_KEY: the key when staff set none. */
  apiKey: string | null;
  tileUrl: string;
  tileAttribution: string;
  searchRadiusKm: number;
  maxListSize: number;
}

/**
 * The storefront's maps: the key they use (spec 001 §7 "GET api/v1/settings/GoogleFrontAPIKey":
 * the staff's, falling back to the configured one), the tile server and the pickup search's
 * radius and list size (spec 001 §9: page data).
 */
export function mapsSettingsService(db: Database, options: MapsOptions) {
  const settings = shopSettingsStore(db);
  return {
    async mapsKey(): Promise<MapsKeyAnswer> {
      return { Key: (await settings.get(MAPS_KEY_SETTING)) ?? options.apiKey ?? null };
    },

    mapSettings(): MapSettings {
      return {
        TileUrl: options.tileUrl,
        TileAttribution: options.tileAttribution,
        SearchRadius: options.searchRadiusKm,
        MaximumListSize: options.maxListSize,
      };
    },

    /** The key staff set themselves (not the fallback): null when none. */
    async staffSettings(): Promise<StaffMapsSettings> {
      return { GoogleFrontAPIKey: await settings.get(MAPS_KEY_SETTING) };
    },

    async setStaffSettings(input: { GoogleFrontAPIKey: string | null }): Promise<StaffMapsSettings> {
      await settings.set(MAPS_KEY_SETTING, input.GoogleFrontAPIKey?.trim() || null);
      return this.staffSettings();
    },
  };
}

export type MapsSettingsService = ReturnType<typeof mapsSettingsService>;
