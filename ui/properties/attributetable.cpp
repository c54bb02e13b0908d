#include "ui/properties/attributetable.h"

#include <QHeaderView>
#include <QKeyEvent>

#include <algorithm>

namespace {

// A cut text keeps its start and its end (hbase.hstore.…StoreFiles); the tooltip has it whole.
void showWhole(QTableWidgetItem *item)
{
    if (item)
        item->setToolTip(item->text());
}

} // namespace

AttributeTable::AttributeTable(QWidget *parent)
    : QTableWidget(0, 2, parent)
{
    setObjectName(QStringLiteral("attributeTable"));
    setHorizontalHeaderLabels({tr("Attribute"), tr("Value")});
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    verticalHeader()->hide();
    setTextElideMode(Qt::ElideMiddle);
    setWordWrap(false);
    setAutoFillBackground(true);
    connect(this, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *changed) {
        {
            const QSignalBlocker blocker(this);
            showWhole(changed);
        }
        // Rows come and go after the cell's commit, not during it: a cleared key's row still
        // holds the editor the view is closing.
        QMetaObject::invokeMethod(
            this,
            [this] {
                keepOneEmptyRow();
                fitColumns();
            },
            Qt::QueuedConnection);
        emit textChanged();
    });
    keepOneEmptyRow();
    // Enter in a cell commits that cell; QLineEdit passes the key on to its parents, up to this
    // table, where the property editor would commit and close the whole table in the middle of
    // the cell's commit. The key stops here: the table stays open for the next attribute.
    viewport()->installEventFilter(this);
}

bool AttributeTable::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == viewport() && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            return true;
    }
    return QTableWidget::eventFilter(watched, event);
}

QModelIndex AttributeTable::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = currentIndex();
    const bool first = current.row() == 0 && current.column() == 0;
    const bool last = current.row() == rowCount() - 1 && current.column() == columnCount() - 1;
    // No wrapping round: Tab on the last cell ends the cell's editing, not the table's.
    if ((action == MoveNext && last) || (action == MovePrevious && first))
        return {};
    return QTableWidget::moveCursor(action, modifiers);
}

void AttributeTable::setText(const QString &text)
{
    const QSignalBlocker blocker(this);
    setRowCount(0);
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype tab = line.indexOf(u'\t');
        const int row = rowCount();
        insertRow(row);
        setItem(row, 0, new QTableWidgetItem(tab < 0 ? line : line.left(tab)));
        setItem(row, 1, new QTableWidgetItem(tab < 0 ? QString() : line.mid(tab + 1)));
        showWhole(item(row, 0));
        showWhole(item(row, 1));
    }
    keepOneEmptyRow();
    fitColumns();
}

void AttributeTable::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    fitColumns();
}

void AttributeTable::fitColumns()
{
    // The names whole when they fit in three fifths of the width; the values get the rest.
    const int available = viewport()->width();
    if (available <= 0)
        return;
    const int names = std::max(sizeHintForColumn(0), horizontalHeader()->sectionSizeHint(0));
    setColumnWidth(0, std::min(names, available * 3 / 5));
}

QString AttributeTable::text() const
{
    QStringList lines;
    for (int row = 0; row < rowCount(); ++row) {
        const QString key = item(row, 0) ? item(row, 0)->text().trimmed() : QString();
        if (key.isEmpty())
            continue;
        // A line break would start another attribute: values are one line.
        QString value = item(row, 1) ? item(row, 1)->text() : QString();
        value.replace(u'\n', u' ').replace(u'\t', u' ');
        lines.append(key + u'\t' + value);
    }
    return lines.join(u'\n');
}

void AttributeTable::keepOneEmptyRow()
{
    const QSignalBlocker blocker(this);
    for (int row = rowCount() - 2; row >= 0; --row) {
        const bool empty = (!item(row, 0) || item(row, 0)->text().isEmpty()) &&
                           (!item(row, 1) || item(row, 1)->text().isEmpty());
        if (empty)
            removeRow(row);
    }
    const int last = rowCount() - 1;
    if (last < 0 || (item(last, 0) && !item(last, 0)->text().isEmpty()) ||
        (item(last, 1) && !item(last, 1)->text().isEmpty()))
        insertRow(rowCount());
}
