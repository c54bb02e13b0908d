#pragma once

#include <QList>

#include <optional>

class QTextDocument;

// Where the design report's pages break. QTextDocument breaks pages wherever the page ends: a
// heading stayed alone at a page's foot and a table row was cut in two, half of its lines on the
// next page. Here the document is laid out as one long page and cut between lines, table rows
// and pictures only, so that
// - a heading (and a one-line paragraph that introduces a table or picture, or ends with a colon)
//   goes to the next page with what follows it, and a picture with its caption;
// - a table row is never cut; a table (or a paragraph, or preformatted text) up to a fifth of a
//   page tall is never split, a taller one keeps at least two rows (lines) on each side of a
//   break, and a table repeats its header rows on the next page;
// - a block asking for a page break before it (each table's section) starts a page.
class ReportPages
{
public:
    struct Slice
    {
        qreal top = 0; // in the document's coordinates
        qreal bottom = 0;
        qreal height() const { return bottom - top; }
    };
    struct Page
    {
        std::optional<Slice> header; // a table's header rows, repeated above the body
        Slice body;
    };

    // `document` laid out at the page's width without a page height (QTextDocument::setTextWidth);
    // `pictureObject` is the object type of the pictures (kept with their captions).
    static QList<Page> paginate(QTextDocument *document, qreal pageHeight, int pictureObject);
};
