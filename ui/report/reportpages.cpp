#include "ui/report/reportpages.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

namespace {

// A table's rows, a paragraph's or a preformatted text's lines up to this share of a page are
// never split.
constexpr qreal kSmallRun = 0.2;
// One that is split keeps at least this many rows or lines on each side of the break.
constexpr int kAtABreak = 2;

// What a page may not be cut inside: a line of text (a picture is one), or a table row.
struct Unit
{
    Unit(qreal top_, qreal bottom_)
        : top(top_)
        , bottom(bottom_)
    {}

    qreal top = 0;
    qreal bottom = 0;
    bool keepWithNext = false;                // no break between this unit and the next
    bool breakBefore = false;                 // a page starts here
    std::optional<ReportPages::Slice> header; // a page that starts here repeats these rows
};

// A child of the root frame: a block, or a frame (a table).
struct Item
{
    QTextBlock block;
    QTextFrame *frame = nullptr;
};

class Units
{
public:
    Units(QTextDocument *document, qreal pageHeight, int pictureObject)
        : m_layout(document->documentLayout())
        , m_pageHeight(pageHeight)
        , m_pictureObject(pictureObject)
    {
        QList<Item> items;
        for (auto it = document->rootFrame()->begin(); !it.atEnd(); ++it) {
            if (it.currentFrame())
                items.append(Item{QTextBlock(), it.currentFrame()});
            else if (!it.currentBlock().text().isEmpty()) // empty ones hide in a table's border
                items.append(Item{it.currentBlock(), nullptr});
        }
        for (qsizetype i = 0; i < items.size(); ++i) {
            const Item *next = i + 1 < items.size() ? &items[i + 1] : nullptr;
            // A preformatted text's lines (a block each) are one run of lines; a paragraph's.
            if (!preformatted(items[i].block) || i == 0 || !preformatted(items[i - 1].block))
                endRun();
            if (auto *table = qobject_cast<QTextTable *>(items[i].frame))
                addTable(table);
            else if (items[i].frame)
                addFrame(items[i].frame);
            else
                addBlock(items[i].block, i > 0 ? &items[i - 1] : nullptr, next);
        }
        endRun();
    }

    QList<Unit> list;

private:
    static bool preformatted(const QTextBlock &block)
    {
        return block.isValid() && block.blockFormat().nonBreakableLines();
    }

    // The lines (or table rows) since the last run ended: kept whole up to kSmallRun of a page,
    // else a break leaves at least kAtABreak of them on each side.
    void endRun()
    {
        const qsizetype lines = list.size() - m_runStart;
        const bool small =
            lines > 0 && list.last().bottom - list[m_runStart].top <= kSmallRun * m_pageHeight;
        for (qsizetype i = 0; i + 1 < lines; ++i) {
            if (small || i < kAtABreak - 1 || i >= lines - kAtABreak)
                list[m_runStart + i].keepWithNext = true;
        }
        m_runStart = list.size();
    }

    bool holdsPicture(const QTextBlock &block) const
    {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().objectType() == m_pictureObject)
                return true;
        }
        return false;
    }

    // A heading, a picture (kept with its caption), or a paragraph that introduces what follows:
    // one line before a table or a picture, or ending with a colon. A picture's caption (the
    // line after it) introduces nothing, not the picture that may follow.
    bool keepsWithNext(const QTextBlock &block, const Item *previous, const Item *next) const
    {
        if (block.blockFormat().headingLevel() > 0 || holdsPicture(block))
            return true;
        if (previous && holdsPicture(previous->block))
            return false;
        const QString text = block.text().trimmed();
        if (text.endsWith(u':') || text.endsWith(QChar(0xff1a))) // "："
            return true;
        return block.layout()->lineCount() == 1 && next &&
               (next->frame || holdsPicture(next->block));
    }

    void addBlock(const QTextBlock &block, const Item *previous, const Item *next)
    {
        const QTextLayout *layout = block.layout();
        const QTextBlockFormat format = block.blockFormat();
        const qreal origin = m_layout->blockBoundingRect(block).top();
        const bool heading = format.headingLevel() > 0;
        const bool keep = keepsWithNext(block, previous, next);
        const int lines = layout->lineCount();
        for (int i = 0; i < lines; ++i) {
            const QTextLine line = layout->lineAt(i);
            Unit unit(origin + line.y(), origin + line.y() + line.height());
            unit.breakBefore =
                i == 0 && format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore;
            unit.keepWithNext = heading || (keep && i == lines - 1);
            add(unit);
        }
        if (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysAfter)
            m_breakNext = true;
    }

    // Each row is a unit, from its top border to the next row's (the table's own border added
    // to the first and the last). A cell's blocks are placed in the document's coordinates.
    void addTable(QTextTable *table)
    {
        const QTextTableFormat format = table->format();
        const int rows = table->rows();
        const qreal inset = format.cellPadding() + format.border();
        QList<qreal> tops(rows + 1, 0);
        for (int r = 0; r < rows; ++r)
            tops[r] = rowContents(table, r).first - inset;
        tops[0] -= format.border();
        tops[rows] = rowContents(table, rows - 1).second + inset + format.border();
        const int headerRows = std::min(format.headerRowCount(), rows - 1);
        for (int r = 0; r < rows; ++r) {
            Unit unit(tops[r], tops[r + 1]);
            unit.keepWithNext = r < headerRows;
            if (headerRows > 0 && r >= headerRows)
                unit.header = ReportPages::Slice{tops[0], tops[headerRows]};
            add(unit);
            if (r + 1 == headerRows)
                m_runStart = list.size(); // the body rows are a run
        }
        endRun();
    }

    void addFrame(QTextFrame *frame)
    {
        const QRectF rect = m_layout->frameBoundingRect(frame);
        add(Unit(rect.top(), rect.bottom()));
        m_runStart = list.size();
    }

    // The top of a row's first lines and the bottom of its last.
    std::pair<qreal, qreal> rowContents(QTextTable *table, int row) const
    {
        qreal top = std::numeric_limits<qreal>::max();
        qreal bottom = std::numeric_limits<qreal>::lowest();
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell cell = table->cellAt(row, c);
            top = std::min(top,
                           m_layout->blockBoundingRect(cell.firstCursorPosition().block()).top());
            bottom = std::max(
                bottom, m_layout->blockBoundingRect(cell.lastCursorPosition().block()).bottom());
        }
        return {top, bottom};
    }

    void add(Unit unit)
    {
        if (m_breakNext)
            unit.breakBefore = true;
        m_breakNext = false;
        list.append(unit);
    }

    QAbstractTextDocumentLayout *m_layout;
    qreal m_pageHeight;
    int m_pictureObject;
    bool m_breakNext = false;
    qsizetype m_runStart = 0;
};

} // namespace

QList<ReportPages::Page> ReportPages::paginate(QTextDocument *document, qreal pageHeight,
                                               int pictureObject)
{
    const QList<Unit> units = Units(document, pageHeight, pictureObject).list;
    const qsizetype n = units.size();
    QList<Page> pages;
    qsizetype first = 0;
    while (first < n) {
        Page page;
        qreal room = pageHeight;
        // A table's rows go on below its header rows, repeated, unless the header is here.
        if (units[first].header && units[first].header->bottom <= units[first].top) {
            page.header = units[first].header;
            room -= page.header->height();
        }
        const qreal top = units[first].top;
        // The last unit that fits (the first one always goes in, cut if it is taller).
        qsizetype last = first;
        while (last + 1 < n && !units[last + 1].breakBefore && units[last + 1].bottom - top <= room)
            ++last;
        // Back to a unit after which the page may end, unless none is on the page.
        if (last + 1 < n && !units[last + 1].breakBefore) {
            qsizetype end = last;
            while (end >= first && units[end].keepWithNext)
                --end;
            if (end >= first)
                last = end;
        }
        page.body = {top, std::min(units[last].bottom, top + room)};
        pages.append(page);
        first = last + 1;
    }
    if (pages.isEmpty())
        pages.append(Page{});
    return pages;
}
