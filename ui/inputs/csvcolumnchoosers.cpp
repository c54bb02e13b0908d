#include "ui/inputs/csvcolumnchoosers.h"

#include "ui/window/saferebuild.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QSignalBlocker>

#include <algorithm>

CsvColumnChoosers::CsvColumnChoosers(QWidget *parent)
    : QTableWidget(0, 2, parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setWordWrap(false);
    // Tab goes from the table to its choosers and on, not from cell to cell.
    setTabKeyNavigation(false);
    retranslate();
}

void CsvColumnChoosers::showChoices(const QStringList &fields, const QStringList &columns,
                                    const QList<std::pair<QString, QString>> &mapping)
{
    if (fields != m_fields || columns != m_columns) {
        const FocusKeeper keeper(this);
        m_fields = fields;
        m_columns = columns;
        setRowCount(0); // the view deletes the old choosers later, not now
        setRowCount(int(fields.size()));
        QWidget *previous = this;
        for (int row = 0; row < fields.size(); ++row) {
            const QString &field = fields[row];
            setItem(row, 0, new QTableWidgetItem(field));
            auto *combo = new QComboBox;
            combo->setObjectName(QStringLiteral("csvColumn_") + field);
            combo->addItem(tr("(none)"), QString());
            for (const QString &column : columns)
                combo->addItem(column, column);
            connect(combo, &QComboBox::activated, this,
                    [this, combo, field] { emit chosen(field, combo->currentData().toString()); });
            setCellWidget(row, 1, combo);
            // New widgets join the end of the window's focus chain: Tab goes through the
            // choosers in the order of the fields, Shift+Tab back.
            setTabOrder(previous, combo);
            previous = combo;
        }
    }
    for (int row = 0; row < fields.size(); ++row) {
        const QString &field = fields[row];
        QString mapped = columns.contains(field) ? field : QString();
        for (const auto &[f, column] : mapping) {
            if (f == field)
                mapped = column;
        }
        auto *combo = qobject_cast<QComboBox *>(cellWidget(row, 1));
        const QSignalBlocker blocker(combo);
        combo->setCurrentIndex(std::max(0, combo->findData(mapped)));
    }
}

void CsvColumnChoosers::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableWidget::changeEvent(event);
}

void CsvColumnChoosers::retranslate()
{
    setHorizontalHeaderLabels({tr("Field"), tr("CSV column")});
    for (int row = 0; row < rowCount(); ++row) {
        if (auto *combo = qobject_cast<QComboBox *>(cellWidget(row, 1)))
            combo->setItemText(0, tr("(none)"));
    }
}
