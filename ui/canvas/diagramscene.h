#pragma once

#include <optional>

#include "model/rules/finding.h"

#include <QGraphicsScene>

class Document;
class QAction;
class TableCard;

// The diagram (docs/designer.md#the-diagram): a card per table at the position the project stores,
// rebuilt from the document after every change; it never holds model data of its own. Moving cards,
// arranging them and selecting them go through the document like every other edit.
class DiagramScene : public QGraphicsScene
{
    Q_OBJECT

public:
    static constexpr int kGap = 40;

    explicit DiagramScene(Document *document, QObject *parent = nullptr);
    ~DiagramScene() override;

    QList<TableCard *> cards() const;
    TableCard *card(const QString &fullName) const;
    // Where a copy of the table's card can go without covering a card: right of it, under it,
    // or under them all (a variant's place).
    std::optional<QPoint> freeSpotBeside(const QString &fullName) const;
    // Where a new table's card fits under every card, at the leftmost card's edge; none without
    // cards.
    std::optional<QPoint> freeSpotBelowAll() const;
    // What an exported picture is titled: the project's name, else its file's name.
    QString title() const;
    // Problem badges come from the latest lint.
    void setFindings(const QList<Finding> &findings);

    // Places every card in columns without overlap, as one undoable edit; false when nothing
    // moved.
    bool arrange();
    // Positions that place the project's cards in columns without overlap (by card height).
    static QList<QPoint> arrangedPositions(const QList<QSizeF> &sizes, int columns);
    // Arrows drawn: "from -> to" for each access pattern that looks up through another table.
    QStringList relations() const;
    // Whether any two cards overlap.
    bool hasOverlaps() const;
    // Redraws the arrows from the cards' edges as they are now (moved, or shorter for a picture).
    void updateRelations();
    // Stores where the user dropped cards, as one undoable edit (after a drag).
    void commitMoves();
    // A new table whose card sits at `at` (snapped to the grid), in the namespace of what is
    // selected; one undoable edit. Returns its full name.
    QString addTableAt(QPointF at);
    // Renames a table as the property editor would (HBase's name rules, references carried
    // along); false with the reason.
    bool renameTable(const QString &fullName, const QString &newName, QString *error);
    // What the card's "+" buttons do: a family (selected afterwards) or a key segment.
    bool addFamilyTo(const QString &fullName);
    bool addSegmentTo(const QString &fullName);
    bool moveSegment(const QString &fullName, int from, int to);
    // What a card's context menu offers, for the table of that card (it is selected first).
    void setCardActions(const QList<QAction *> &actions) { m_cardActions = actions; }

signals:
    void problemsRequested(const QString &tableFullName);
    // The user double-clicked a card's title: edit its name over `titleInScene`.
    void renameRequested(const QString &tableFullName, const QRectF &titleInScene);
    // Another panel (the tree, Problems) selected this table's card: the view brings it in sight.
    void cardSelectedElsewhere(const QRectF &cardInScene);

protected:
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    void rebuild();
    void addRelations();
    void followDocumentSelection();
    void selectionToDocument();

    Document *m_document;
    QList<Finding> m_findings;
    QList<QAction *> m_cardActions;
    bool m_syncing = false;
    bool m_selecting = false; // the scene itself is selecting a table in the document
};
