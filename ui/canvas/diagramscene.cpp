#include "ui/canvas/diagramscene.h"

#include "model/edits/projectedits.h"
#include "model/schema/localizedtext.h"
#include "model/schema/objectpath.h"
#include "translations/translator.h"
#include "ui/canvas/tablecard.h"
#include "ui/document/document.h"
#include "ui/properties/propertymodel.h"
#include "ui/properties/propertysheet.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMenu>
#include <QPen>

#include <cmath>

DiagramScene::DiagramScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    connect(document, &Document::changed, this, &DiagramScene::rebuild);
    connect(document, &Document::selectionChanged, this, [this] {
        followDocumentSelection();
        const QList<QGraphicsItem *> selected = selectedItems();
        if (!m_selecting && selected.size() == 1)
            emit cardSelectedElsewhere(selected.first()->sceneBoundingRect());
    });
    connect(this, &QGraphicsScene::selectionChanged, this, &DiagramScene::selectionToDocument);
    rebuild();
}

namespace {

// An access pattern of `from` that looks up through `to` (a secondary index or lookup table):
// an arrow between the cards' edges, redrawn as they move.
class RelationArrow : public QGraphicsPathItem
{
public:
    RelationArrow(TableCard *from, TableCard *to, const QString &pattern)
        : m_from(from)
        , m_to(to)
    {
        setZValue(-1); // under the cards
        setToolTip(QCoreApplication::translate("DiagramScene", "%1 looks up through %2 (%3)")
                       .arg(from->tableName(), to->tableName(), pattern));
        // Strong enough to read at any zoom: a 2.5 px line and a large head.
        const QColor colour = TableCard::relationColour();
        QPen pen(colour, 2.5);
        pen.setCosmetic(true);
        setPen(pen);
        setBrush(colour);
        update();
    }

    QString text() const
    {
        return m_from->tableName() + QStringLiteral(" -> ") + m_to->tableName();
    }

    void update()
    {
        const QRectF a = m_from->sceneBoundingRect();
        const QRectF b = m_to->sceneBoundingRect();
        const QLineF centres(a.center(), b.center());
        const QPointF start = edgePoint(a, centres);
        const QPointF end = edgePoint(b, QLineF(b.center(), a.center()));
        QPainterPath path(start);
        path.lineTo(end);
        // The head at the related table.
        const QLineF back(end, start);
        QLineF wing = back;
        wing.setLength(16);
        QPolygonF head{end};
        for (const qreal turn : {-25.0, 25.0}) {
            QLineF side = wing;
            side.setAngle(back.angle() + turn);
            head << side.p2();
        }
        head << end;
        path.addPolygon(head);
        setPath(path);
    }

private:
    // Where the line from the centre leaves the rectangle.
    static QPointF edgePoint(const QRectF &r, const QLineF &line)
    {
        const QLineF edges[] = {{r.topLeft(), r.topRight()},
                                {r.topRight(), r.bottomRight()},
                                {r.bottomRight(), r.bottomLeft()},
                                {r.bottomLeft(), r.topLeft()}};
        for (const QLineF &edge : edges) {
            QPointF at;
            if (line.intersects(edge, &at) == QLineF::BoundedIntersection)
                return at;
        }
        return line.p1();
    }

    TableCard *m_from;
    TableCard *m_to;
};

} // namespace

DiagramScene::~DiagramScene()
{
    // The cards go while this is still a DiagramScene, heard by nobody: QGraphicsScene's own
    // destructor would remove them after this part is gone, and their selection change would
    // reach selectionToDocument on a half-destroyed scene (UBSan, scripts/sanitize).
    blockSignals(true);
    clear();
}

void DiagramScene::addRelations()
{
    for (const Table &table : m_document->project().tables) {
        for (const AccessPattern &p : table.accessPatterns) {
            if (p.relatedTable.isEmpty())
                continue;
            const Table *related = m_document->project().findTable(p.relatedTable);
            TableCard *from = card(table.fullName());
            TableCard *to = related ? card(related->fullName()) : nullptr;
            if (from && to && from != to)
                addItem(new RelationArrow(from, to, nameIn(p, Translations::currentLanguage())));
        }
    }
}

void DiagramScene::updateRelations()
{
    for (QGraphicsItem *item : items()) {
        if (auto *arrow = dynamic_cast<RelationArrow *>(item))
            arrow->update();
    }
}

QString DiagramScene::title() const
{
    // The project's name in the interface's language, as the tree shows it.
    const QString name = nameIn(m_document->project(), Translations::currentLanguage()).trimmed();
    if (!name.isEmpty() || m_document->filePath().isEmpty())
        return name;
    return QFileInfo(m_document->filePath()).completeBaseName();
}

QStringList DiagramScene::relations() const
{
    QStringList out;
    for (QGraphicsItem *item : items(Qt::AscendingOrder)) {
        if (const auto *arrow = dynamic_cast<const RelationArrow *>(item))
            out.append(arrow->text());
    }
    out.sort();
    return out;
}

QList<TableCard *> DiagramScene::cards() const
{
    QList<TableCard *> out;
    for (QGraphicsItem *item : items(Qt::AscendingOrder)) {
        if (auto *c = dynamic_cast<TableCard *>(item))
            out.append(c);
    }
    return out;
}

TableCard *DiagramScene::card(const QString &fullName) const
{
    for (TableCard *c : cards()) {
        if (c->tableName() == fullName)
            return c;
    }
    return nullptr;
}

void DiagramScene::setFindings(const QList<Finding> &findings)
{
    m_findings = findings;
    rebuild();
}

void DiagramScene::rebuild()
{
    m_syncing = true;
    clear();
    for (const Table &table : m_document->project().tables) {
        QList<Finding> mine;
        for (const Finding &f : m_findings) {
            if (ObjectPath::parse(f.objectPath).tableFullName() == table.fullName())
                mine.append(f);
        }
        auto *c = new TableCard(table, mine);
        c->setPos(table.position.x, table.position.y);
        connect(c, &TableCard::problemsRequested, this, &DiagramScene::problemsRequested);
        // After the click: the edit rebuilds the cards.
        connect(c, &TableCard::addFamilyRequested, this, &DiagramScene::addFamilyTo,
                Qt::QueuedConnection);
        connect(c, &TableCard::addSegmentRequested, this, &DiagramScene::addSegmentTo,
                Qt::QueuedConnection);
        connect(c, &TableCard::moveSegmentRequested, this, &DiagramScene::moveSegment,
                Qt::QueuedConnection);
        connect(c, &QGraphicsObject::xChanged, this, &DiagramScene::updateRelations);
        connect(c, &QGraphicsObject::yChanged, this, &DiagramScene::updateRelations);
        addItem(c);
    }
    addRelations();
    // Room around the cards to drop new ones and to pan.
    setSceneRect(itemsBoundingRect().adjusted(-400, -300, 400, 300));
    m_syncing = false;
    followDocumentSelection();
}

void DiagramScene::followDocumentSelection()
{
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    const QString table =
        path.kind == ObjectPath::Kind::Project || path.kind == ObjectPath::Kind::Namespace
            ? QString()
            : path.tableFullName();
    m_syncing = true;
    for (TableCard *c : cards())
        c->setSelected(c->tableName() == table);
    m_syncing = false;
}

void DiagramScene::selectionToDocument()
{
    if (m_syncing)
        return;
    const QList<QGraphicsItem *> selected = selectedItems();
    if (selected.size() != 1)
        return; // several cards: a group to move, not one object to edit
    const auto *c = dynamic_cast<TableCard *>(selected.first());
    if (!c)
        return;
    // A family or the key of the same table stays selected in the other panels.
    if (ObjectPath::parse(m_document->selection()).tableFullName() != c->tableName() ||
        m_document->selection().isEmpty()) {
        m_selecting = true;
        m_document->select(c->tableName());
        m_selecting = false;
    }
}

void DiagramScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    // After the event: the edit rebuilds the cards, which must not happen inside their handler.
    QMetaObject::invokeMethod(this, &DiagramScene::commitMoves, Qt::QueuedConnection);
}

void DiagramScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // On empty canvas: a new table there.
    QGraphicsItem *item = itemAt(event->scenePos(), QTransform());
    if (!item) {
        addTableAt(event->scenePos());
        event->accept();
        return;
    }
    // On a card's title: rename it in place.
    if (auto *c = dynamic_cast<TableCard *>(item);
        c && c->titleRect().contains(c->mapFromScene(event->scenePos()))) {
        emit renameRequested(c->tableName(), c->mapRectToScene(c->titleRect()));
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void DiagramScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    TableCard *card = nullptr;
    for (QGraphicsItem *item = itemAt(event->scenePos(), QTransform()); item && !card;
         item = item->parentItem())
        card = dynamic_cast<TableCard *>(item);
    if (!card || m_cardActions.isEmpty()) {
        QGraphicsScene::contextMenuEvent(event);
        return;
    }
    m_document->select(card->tableName());
    auto *menu = new QMenu(event->widget());
    menu->setObjectName(QStringLiteral("cardMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addActions(m_cardActions);
    menu->popup(event->screenPos());
    event->accept();
}

bool DiagramScene::addFamilyTo(const QString &fullName)
{
    QString added;
    const bool done = m_document->edit(tr("Add Column Family"), [&](Project *p, QString *) {
        added = ProjectEdits::addFamily(p, fullName);
        return !added.isEmpty();
    });
    if (done)
        m_document->select(ObjectPath::ofFamily(fullName, added).toString());
    return done;
}

bool DiagramScene::addSegmentTo(const QString &fullName)
{
    const Table *table = m_document->project().findTable(fullName);
    if (!table)
        return false;
    RowKey key = table->rowKey;
    key.segments.append(ProjectEdits::nextKeySegment(*table));
    const QString notation = key.toNotation();
    const bool done = m_document->edit(tr("Add Key Segment"), [&](Project *p, QString *e) {
        return ProjectEdits::setRowKey(p, fullName, notation, e);
    });
    if (done)
        m_document->select(fullName + QStringLiteral("#rowkey"));
    return done;
}

bool DiagramScene::moveSegment(const QString &fullName, int from, int to)
{
    const Table *table = m_document->project().findTable(fullName);
    if (!table || from < 0 || to < 0 || from >= table->rowKey.segments.size() ||
        to >= table->rowKey.segments.size() || from == to)
        return false;
    RowKey key = table->rowKey;
    key.segments.move(from, to);
    const QString notation = key.toNotation();
    return m_document->edit(tr("Move Key Segment"), [&](Project *p, QString *e) {
        return ProjectEdits::setRowKey(p, fullName, notation, e);
    });
}

bool DiagramScene::renameTable(const QString &fullName, const QString &newName, QString *error)
{
    if (!editProperty(m_document, tr("Rename Table"), fullName, QStringLiteral("name"),
                      newName.trimmed(), error))
        return false;
    m_document->select(PropertySheet::pathAfterRename(fullName, newName.trimmed()));
    return true;
}

QString DiagramScene::addTableAt(QPointF at)
{
    const ObjectPath selected = ObjectPath::parse(m_document->selection());
    QString ns = selected.namespaceName.isEmpty() || selected.namespaceName == u"hbase"
                     ? QStringLiteral("default")
                     : selected.namespaceName;
    const QPoint snapped(qRound(at.x() / TableCard::kGrid) * TableCard::kGrid,
                         qRound(at.y() / TableCard::kGrid) * TableCard::kGrid);
    QString added;
    m_document->edit(tr("Add Table"), [&](Project *p, QString *) {
        added = ProjectEdits::addTable(p, ns);
        ProjectEdits::tableOf(p, added)->position = DiagramPosition{snapped.x(), snapped.y()};
        return true;
    });
    m_document->select(added);
    return added;
}

void DiagramScene::commitMoves()
{
    QList<QPair<QString, QPoint>> moved;
    for (const TableCard *c : cards()) {
        const Table *t = m_document->project().findTable(c->tableName());
        const QPoint at(qRound(c->pos().x()), qRound(c->pos().y()));
        if (t && (t->position.x != at.x() || t->position.y != at.y()))
            moved.append({c->tableName(), at});
    }
    if (moved.isEmpty())
        return;
    m_document->edit(tr("Move %n Table(s)", nullptr, int(moved.size())),
                     [&moved](Project *p, QString *) {
                         for (const auto &[name, at] : moved) {
                             Table *t = ProjectEdits::tableOf(p, name);
                             t->position = DiagramPosition{at.x(), at.y()};
                         }
                         return true;
                     });
}

QList<QPoint> DiagramScene::arrangedPositions(const QList<QSizeF> &sizes, int columns)
{
    // Fill the shortest column each time: cards of any height pack without overlap.
    columns = std::max(columns, 1);
    QList<qreal> bottoms(columns, 0);
    QList<QPoint> out;
    for (const QSizeF &size : sizes) {
        const auto shortest =
            int(std::min_element(bottoms.begin(), bottoms.end()) - bottoms.begin());
        const qreal y = bottoms[shortest];
        out.append(QPoint(shortest * (TableCard::kWidth + kGap),
                          int(std::ceil(y / TableCard::kGrid) * TableCard::kGrid)));
        bottoms[shortest] = out.last().y() + size.height() + kGap;
    }
    return out;
}

bool DiagramScene::arrange()
{
    const QList<TableCard *> all = cards();
    QList<QSizeF> sizes;
    for (const TableCard *c : all)
        sizes.append(c->boundingRect().size());
    const int columns = std::max(1, int(std::ceil(std::sqrt(double(all.size()) / 1.5))));
    const QList<QPoint> positions = arrangedPositions(sizes, columns);
    QList<QString> names;
    for (const TableCard *c : all)
        names.append(c->tableName());
    return m_document->edit(tr("Arrange Tables"), [&](Project *p, QString *) {
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (Table *t = ProjectEdits::tableOf(p, names[i]))
                t->position = DiagramPosition{positions[i].x(), positions[i].y()};
        }
        return true;
    });
}

std::optional<QPoint> DiagramScene::freeSpotBeside(const QString &fullName) const
{
    const TableCard *card = this->card(fullName);
    if (!card)
        return std::nullopt;
    const QRectF at = card->sceneBoundingRect();
    const auto isFree = [this, card](const QRectF &place) {
        const QRectF around = place.adjusted(-kGap / 2, -kGap / 2, kGap / 2, kGap / 2);
        for (const TableCard *other : cards()) {
            if (other != card && other->sceneBoundingRect().intersects(around))
                return false;
        }
        return true;
    };
    // Right of the card, then under it, then under every card.
    const QRectF right = at.translated(at.width() + kGap, 0);
    if (isFree(right))
        return right.topLeft().toPoint();
    const QRectF below = at.translated(0, at.height() + kGap);
    if (isFree(below))
        return below.topLeft().toPoint();
    qreal bottom = at.bottom();
    for (const TableCard *other : cards())
        bottom = std::max(bottom, other->sceneBoundingRect().bottom());
    return QPoint(int(at.left()),
                  int(std::ceil((bottom + kGap) / TableCard::kGrid) * TableCard::kGrid));
}

std::optional<QPoint> DiagramScene::freeSpotBelowAll() const
{
    const QList<TableCard *> all = cards();
    if (all.isEmpty())
        return std::nullopt;
    qreal left = all.first()->sceneBoundingRect().left();
    qreal bottom = all.first()->sceneBoundingRect().bottom();
    for (const TableCard *card : all) {
        left = std::min(left, card->sceneBoundingRect().left());
        bottom = std::max(bottom, card->sceneBoundingRect().bottom());
    }
    return QPoint(int(left), int(std::ceil((bottom + kGap) / TableCard::kGrid) * TableCard::kGrid));
}

bool DiagramScene::hasOverlaps() const
{
    const QList<TableCard *> all = cards();
    for (qsizetype i = 0; i < all.size(); ++i) {
        for (qsizetype j = i + 1; j < all.size(); ++j) {
            if (all[i]->sceneBoundingRect().intersects(all[j]->sceneBoundingRect()))
                return true;
        }
    }
    return false;
}
