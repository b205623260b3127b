import type { Asset, AssetsByFolder, FolderNode } from '@vitrine/api-client';
import { CULTURE_LOCALES } from '@vitrine/i18n';
import { useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';

/** What the asset-folder widget shows first: the published tree and the files of its top folder. */
export interface AssetFoldersData {
  title: string;
  depth: number;
  tree: FolderNode | null;
  files: AssetsByFolder | null;
}

/** How many files a folder shows at a time. */
export const ASSET_FOLDER_PAGE = 100;

/**
 * The asset-folder tree and list widget (spec 001 §2, §4): the published folders as a tree whose
 * folders with children open and close, open at first down to `depth` levels below the top one;
 * choosing a folder lists its files, each a download link.
 */
export function AssetFolders({ data }: { data: AssetFoldersData }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const { tree, depth } = data;
  const [chosen, setChosen] = useState<FolderNode | null>(tree);
  const [files, setFiles] = useState<AssetsByFolder | null>(data.files);
  const [busy, setBusy] = useState(false);
  if (!tree || !chosen) return null;

  const load = async (folder: FolderNode, cursor?: string) => {
    setBusy(true);
    try {
      const page = await api.assetFolders.assets(folder.FolderId, {
        Limit: ASSET_FOLDER_PAGE,
        ...(cursor ? { Cursor: cursor } : {}),
      });
      setChosen(folder);
      setFiles((shown) => (cursor && shown ? { ...page, Items: [...shown.Items, ...page.Items] } : page));
    } catch {
      // The error flow has shown it; the list stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="home-section asset-folders" aria-labelledby={data.title ? titleId : undefined}>
      {data.title ? (
        <h2 id={titleId} className="product-section-title">
          {data.title}
        </h2>
      ) : null}
      <div className="asset-folders__body">
        <nav className="asset-folders__tree" aria-label={t('AssetFolders.Folders')}>
          <ul>
            <FolderItem
              node={tree}
              openBelow={tree.ItemLevel + depth}
              chosenId={chosen.FolderId}
              onChoose={(folder) => void load(folder)}
            />
          </ul>
        </nav>
        <div className="asset-folders__files" aria-live="polite" aria-busy={busy}>
          <h3>{t('AssetFolders.Files', { folder: chosen.Name })}</h3>
          {files && files.Items.length > 0 ? (
            <ul className="asset-folders__list">
              {files.Items.map((asset) => (
                <FileItem key={asset.AssetId} asset={asset} />
              ))}
            </ul>
          ) : (
            <p>{t('AssetFolders.Empty')}</p>
          )}
          {files?.NextCursor ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => void load(chosen, files.NextCursor ?? undefined)}
            >
              {t('AssetFolders.More')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function FolderItem({
  node,
  openBelow,
  chosenId,
  onChoose,
}: {
  node: FolderNode;
  /** Folders above this level start open (the top one's level plus the widget's depth). */
  openBelow: number;
  chosenId: string;
  onChoose: (folder: FolderNode) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(node.ItemLevel < openBelow);
  const hasChildren = node.Children.length > 0;
  const childrenId = useId();
  return (
    <li className="asset-folders__folder">
      <span className="asset-folders__row">
        {hasChildren ? (
          <button
            type="button"
            className="asset-folders__toggle"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t(open ? 'AssetFolders.Collapse' : 'AssetFolders.Expand', { folder: node.Name })}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="asset-folders__toggle-space" aria-hidden="true" />
        )}
        <button
          type="button"
          className="button--link asset-folders__name"
          aria-current={node.FolderId === chosenId ? 'true' : undefined}
          onClick={() => onChoose(node)}
        >
          {node.Name}
        </button>
      </span>
      {hasChildren && open ? (
        <ul id={childrenId}>
          {node.Children.map((child) => (
            <FolderItem
              key={child.FolderId}
              node={child}
              openBelow={openBelow}
              chosenId={chosenId}
              onChoose={onChoose}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function FileItem({ asset }: { asset: Asset }) {
  const { t, culture } = useTranslation();
  const size = new Intl.NumberFormat(CULTURE_LOCALES[culture], {
    style: 'unit',
    unit: asset.size >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(asset.size >= 1024 * 1024 ? asset.size / (1024 * 1024) : Math.max(asset.size / 1024, 0.1));
  return (
    <li className="asset-folders__file">
      <a
        href={asset.Uri}
        download={asset.Name}
        aria-label={t('AssetFolders.Download', { name: asset.Name, size })}
      >
        {asset.Name}
      </a>{' '}
      <span className="asset-folders__size">{size}</span>
    </li>
  );
}
