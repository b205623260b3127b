import type { RichTextNode, RichTextRun } from '@vitrine/api-client';

function Runs({ runs }: { runs: readonly RichTextRun[] }) {
  return runs.map((run, index) => {
    let node: React.ReactNode = run.Text;
    if (run.Italic) node = <em>{node}</em>;
    if (run.Bold) node = <strong>{node}</strong>;
    // The contract only lets a path, an anchor, http(s) or mailto through (ADR 035).
    if (run.Href) node = <a href={run.Href}>{node}</a>;
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity; they change only with the text.
    return <span key={index}>{node}</span>;
  });
}

/** Rich text from its structure: React writes every word, so no markup from the editor reaches the page. */
export function RichText({ nodes }: { nodes: readonly RichTextNode[] }) {
  return nodes.map((node, index) => {
    const key = index;
    switch (node.Kind) {
      case 'heading':
        return node.Level === 2 ? (
          <h2 key={key}>
            <Runs runs={node.Runs} />
          </h2>
        ) : (
          <h3 key={key}>
            <Runs runs={node.Runs} />
          </h3>
        );
      case 'quote':
        return (
          <blockquote key={key}>
            <p>
              <Runs runs={node.Runs} />
            </p>
          </blockquote>
        );
      case 'list': {
        const items = node.Items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own.
          <li key={itemIndex}>
            <Runs runs={item} />
          </li>
        ));
        return node.Ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      }
      default:
        return (
          <p key={key}>
            <Runs runs={node.Runs} />
          </p>
        );
    }
  });
}
