#include "ui/window/helpactions.h"

#include <QAction>
#include <QDialog>
#include <QEvent>
#include <QFile>
#include <QHeaderView>
#include <QMainWindow>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

HelpActions::HelpActions(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_notation(new QAction(this))
    , m_shortcuts(new QAction(this))
{
    m_notation->setObjectName(QStringLiteral("helpNotation"));
    m_shortcuts->setObjectName(QStringLiteral("helpShortcuts"));
    connect(m_notation, &QAction::triggered, this, [this] {
        notationWindow()->show();
        notationWindow()->raise();
    });
    connect(m_shortcuts, &QAction::triggered, this, [this] {
        fillShortcuts();
        shortcutsWindow()->show();
        shortcutsWindow()->raise();
    });
    window->installEventFilter(this); // the window hears of a language change
    retranslate();
}

QList<QAction *> HelpActions::actions() const
{
    return {m_notation, m_shortcuts};
}

bool HelpActions::eventFilter(QObject *watched, QEvent *event)
{
    // After the window has renamed its actions, which the shortcut list shows.
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        QMetaObject::invokeMethod(this, &HelpActions::retranslate, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void HelpActions::retranslate()
{
    m_notation->setText(tr("Row-Key &Notation"));
    m_notation->setStatusTip(tr("How a row key is written: segments, expressions, formats"));
    m_shortcuts->setText(tr("&Keyboard Shortcuts"));
    m_shortcuts->setStatusTip(tr("Every shortcut of the designer"));
    if (m_notationWindow)
        m_notationWindow->setWindowTitle(tr("Row-Key Notation"));
    if (m_shortcutsWindow) {
        m_shortcutsWindow->setWindowTitle(tr("Keyboard Shortcuts"));
        fillShortcuts();
    }
}

QDialog *HelpActions::notationWindow()
{
    if (m_notationWindow)
        return m_notationWindow;
    m_notationWindow = new QDialog(m_window);
    m_notationWindow->setObjectName(QStringLiteral("notationWindow"));
    auto *text = new QTextBrowser;
    text->setObjectName(QStringLiteral("notationText"));
    text->setOpenLinks(false); // its links name files of the source tree
    QFile doc(QStringLiteral(":/docs/rowkey-notation.md"));
    if (doc.open(QIODevice::ReadOnly))
        text->setMarkdown(QString::fromUtf8(doc.readAll()));
    auto *layout = new QVBoxLayout(m_notationWindow);
    layout->addWidget(text);
    m_notationWindow->resize(760, 640);
    retranslate();
    return m_notationWindow;
}

QDialog *HelpActions::shortcutsWindow()
{
    if (m_shortcutsWindow)
        return m_shortcutsWindow;
    m_shortcutsWindow = new QDialog(m_window);
    m_shortcutsWindow->setObjectName(QStringLiteral("shortcutsWindow"));
    auto *table = new QTableWidget;
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(m_shortcutsWindow);
    layout->addWidget(table);
    m_shortcutsWindow->resize(520, 520);
    retranslate();
    return m_shortcutsWindow;
}

void HelpActions::fillShortcuts()
{
    auto *table = shortcutsWindow()->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    QList<std::pair<QString, QString>> rows;
    for (const QAction *action : m_window->findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        QString name = action->text();
        name.remove(QRegularExpression(QStringLiteral("\\(&.\\)|&(?=[^&])")));
        name.remove(QStringLiteral("..."));
        rows.append({name.trimmed(), keys.join(QStringLiteral(", "))});
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    table->clear();
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Command"), tr("Shortcut")});
    table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    table->resizeColumnToContents(0);
}
