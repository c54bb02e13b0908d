#pragma once

#include "model/rules/finding.h"
#include "model/schema/table.h"

#include <QColor>
#include <QFont>
#include <QGraphicsObject>

// One table on the diagram (docs/designer.md#the-diagram): its name, the row key as coloured
// segment chips (the builder's colours), each column family with badges for the attributes it
// changes from HBase's defaults and its qualifiers, the pre-split in one line, and the worst
// problem with the count. The card only shows the table; moving it asks the document to store the
// position.
class TableCard : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr int kWidth = 300;
    static constexpr int kGrid = 20;
    static constexpr qreal kTitleHeight = 28;

    TableCard(const Table &table, const QList<Finding> &findings, QGraphicsItem *parent = nullptr);

    QString tableName() const { return m_fullName; }
    // The title band, in the card's coordinates: double-clicking it renames the table.
    QRectF titleRect() const { return QRectF(0, 0, kWidth, kTitleHeight); }
    // The "+" after the key's chips and the "+ family" line, in the card's coordinates.
    QRectF addSegmentRect() const { return m_addSegment; }
    QRectF addFamilyRect() const { return m_addFamily; }
    const QList<QRectF> &chipRects() const { return m_chips; }
    // Where a chip dropped at `pos` (card coordinates) goes: the index before which it lands.
    int insertionAt(QPointF pos) const;
    // The "+" handles are for editing; exported pictures leave them out, and the card is shorter
    // by the "+ family" line.
    void setHandlesVisible(bool visible);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Badges for a family's non-default attributes: "VERSIONS 3", "TTL 7 d", "SNAPPY", "MOB",
    // "ROWCOL".
    static QStringList badges(const ColumnFamily &family);
    // "16 regions · HexStringSplit", "no pre-split", ...
    static QString splitSummary(const SplitSpec &splits);
    // What the card draws with, shared with the exported picture's legend: the font of chips,
    // badges and qualifiers, the problem badge's colour for the worst severity, and the colour
    // of the arrows between tables.
    static QFont smallFont();
    static QColor problemColour(Severity worst);
    static QColor relationColour() { return QColor(70, 80, 190); }

signals:
    // The problem badge was clicked.
    void problemsRequested(const QString &fullName);
    // The "+" after the key or the "+ family" line was clicked.
    void addSegmentRequested(const QString &fullName);
    void addFamilyRequested(const QString &fullName);
    // A key chip was dragged to another place: segment `from` should end up at `to`.
    void moveSegmentRequested(const QString &fullName, int from, int to);

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    struct Line
    {
        enum Kind { Family, Qualifier } kind;
        QString text;
        QStringList badges;
    };

    QRectF problemBadgeRect() const;
    void layout();

    QString m_fullName;
    QString m_title;
    QList<KeySegment> m_key;
    QList<Line> m_lines;
    QString m_splits;
    int m_problems = 0;
    Severity m_worst = Severity::Info;
    qreal m_height = 0;
    QList<QRectF> m_chips;
    QRectF m_addSegment;
    qreal m_familiesTop = 0;
    QRectF m_addFamily;
    qreal m_splitsTop = 0;
    bool m_handles = true;
    int m_draggedChip = -1; // a key chip being dragged within the strip, else -1
    int m_dropAt = -1;
};
