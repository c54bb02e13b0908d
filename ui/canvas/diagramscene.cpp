#include "diagramscene.h"

#include "document.h"
#include "objectpath.h"
#include "projectedits.h"
#include "tablecard.h"

#include <QGraphicsSceneMouseEvent>

#include <cmath>

DiagramScene::DiagramScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    connect(document, &Document::changed, this, &DiagramScene::rebuild);
    connect(document, &Document::selectionChanged, this, &DiagramScene::followDocumentSelection);
    connect(this, &QGraphicsScene::selectionChanged, this, &DiagramScene::selectionToDocument);
    rebuild();
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
        addItem(c);
    }
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
        m_document->selection().isEmpty())
        m_document->select(c->tableName());
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
    if (!itemAt(event->scenePos(), QTransform())) {
        addTableAt(event->scenePos());
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
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
