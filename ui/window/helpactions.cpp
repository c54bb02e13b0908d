#include "ui/window/helpactions.h"

#include "model/rules/rulecatalog.h"
#include "model/schema/localizedtext.h"
#include "translations/translator.h"
#include "ui/problems/findingsmodel.h"
#include "ui/window/actiontext.h"

#include <QAction>
#include <QCollator>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextTable>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace {

// Keeps the reference within the window's width, so that it never scrolls sideways: Markdown
// tables are as wide as their longest unbreakable run (a code cell such as "a + b、a - b、…" ran
// into the next column), and code blocks do not wrap. Each table takes the page's width, its
// columns shared by how much their longest cell holds, with room around each cell's text; code
// blocks wrap like the text (the browser breaks a run that is still too long).
void fitToWidth(QTextDocument *document)
{
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        QList<double> longest(table->columns(), 1);
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                const int length = cell.lastPosition() - cell.firstPosition();
                longest[column] = std::max(longest[column], double(length));
            }
        }
        const double total = std::accumulate(longest.cbegin(), longest.cend(), 0.0);
        QList<QTextLength> widths;
        for (const double l : std::as_const(longest))
            widths.append(QTextLength(QTextLength::PercentageLength,
                                      std::clamp(100 * l / total, 20.0, 80.0)));
        QTextTableFormat format = table->format();
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setCellPadding(4); // Markdown's 0 lets a cell's text touch the next one
        format.setColumnWidthConstraints(widths);
        table->setFormat(format);
    }
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (!block.blockFormat().nonBreakableLines())
            continue;
        QTextBlockFormat format = block.blockFormat();
        format.setNonBreakableLines(false);
        cursor.setPosition(block.position());
        cursor.setBlockFormat(format);
    }
}

// Brings a help window up where the keys go: typing reaches it at once, Escape closes it.
void present(QDialog *window, QWidget *focus)
{
    window->show();
    window->raise();
    window->activateWindow();
    if (focus)
        focus->setFocus(Qt::ActiveWindowFocusReason);
}

} // namespace

HelpActions::HelpActions(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_notation(new QAction(this))
    , m_shortcuts(new QAction(this))
    , m_rules(new QAction(this))
{
    m_notation->setObjectName(QStringLiteral("helpNotation"));
    m_shortcuts->setObjectName(QStringLiteral("helpShortcuts"));
    m_rules->setObjectName(QStringLiteral("helpRules"));
    connect(m_rules, &QAction::triggered, this, [this] {
        auto *search = rulesWindow()->findChild<QLineEdit *>();
        present(rulesWindow(), search);
        search->selectAll(); // typing replaces the last search
    });
    connect(m_notation, &QAction::triggered, this,
            [this] { present(notationWindow(), notationWindow()->findChild<QTextBrowser *>()); });
    connect(m_shortcuts, &QAction::triggered, this, [this] {
        fillShortcuts();
        present(shortcutsWindow(), shortcutsWindow()->findChild<QTableWidget *>());
    });
    window->installEventFilter(this); // the window hears of a language change
    retranslate();
}

QList<QAction *> HelpActions::actions() const
{
    return {m_notation, m_rules, m_shortcuts};
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
    m_rules->setText(tr("&Rules"));
    m_rules->setStatusTip(tr("The schema-design rules the Problems panel reports, searchable"));
    if (m_notationWindow) {
        m_notationWindow->setWindowTitle(tr("Row-Key Notation"));
        auto *text = m_notationWindow->findChild<QTextBrowser *>();
        text->setMarkdown(notationReference(Translations::currentLanguage()));
        fitToWidth(text->document());
    }
    if (m_rulesWindow) {
        m_rulesWindow->setWindowTitle(tr("Rules"));
        m_rulesWindow->findChild<QLineEdit *>()->setPlaceholderText(
            tr("Search rule ids, titles and explanations"));
        fillRules();
    }
    if (m_shortcutsWindow) {
        m_shortcutsWindow->setWindowTitle(tr("Keyboard Shortcuts"));
        fillShortcuts();
    }
}

QDialog *HelpActions::newWindow(const QString &objectName, const QList<QWidget *> &widgets,
                                QSize size)
{
    auto *window = new QDialog(m_window);
    window->setObjectName(objectName);
    auto *layout = new QVBoxLayout(window);
    for (QWidget *w : widgets)
        layout->addWidget(w, w == widgets.last() ? 1 : 0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, window, &QDialog::reject);
    layout->addWidget(buttons);
    window->resize(size);
    return window;
}

QString HelpActions::notationReference(const QString &language)
{
    // docs/rowkey-notation.md, or its translation beside it (rowkey-notation.zh_CN.md).
    QFile translated(QStringLiteral(":/docs/rowkey-notation.%1.md").arg(language));
    QFile english(QStringLiteral(":/docs/rowkey-notation.md"));
    QFile &doc = translated.exists() ? translated : english;
    return doc.open(QIODevice::ReadOnly) ? withoutRepositoryLinks(QString::fromUtf8(doc.readAll()))
                                         : QString();
}

QString HelpActions::withoutRepositoryLinks(QString markdown)
{
    static const QString link = QStringLiteral("\\[([^\\]]*)\\]\\([^)\\s]*\\.md(?:#[^)]*)?\\)");
    // "([file-format.md](file-format.md))": the whole reference goes, with the space before it.
    static const QRegularExpression inParentheses(QStringLiteral("\\s*[(（]") + link +
                                                  QStringLiteral("[)）]"));
    // "本页是 [rowkey-notation.md](rowkey-notation.md) 的中文版。": a sentence about a file of
    // the repository says nothing in the window.
    static const QRegularExpression aboutAFile(QStringLiteral(
        "[^.。\\n]*\\[[^\\]]*\\.md\\]\\([^)]*\\)[^\\n]*?(?:。|\\.(?=\\s|$))[ \\t]*"));
    // Any other link to a page of docs/: its text, not a link that leads nowhere.
    static const QRegularExpression elsewhere(link);
    markdown.remove(inParentheses);
    markdown.remove(aboutAFile);
    markdown.replace(elsewhere, QStringLiteral("\\1"));
    return markdown;
}

QString HelpActions::withoutDocReferences(QString text)
{
    // "... control characters (docs/hbase-reference.md §4)." and its Chinese "（…）".
    static const QRegularExpression reference(
        QStringLiteral("\\s*[(（]docs/[^)）]*\\.md[^)）]*[)）]"));
    return text.remove(reference);
}

QDialog *HelpActions::notationWindow()
{
    if (m_notationWindow)
        return m_notationWindow;
    auto *text = new QTextBrowser;
    text->setObjectName(QStringLiteral("notationText"));
    text->setOpenLinks(false); // its links name files of the source tree
    text->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_notationWindow = newWindow(QStringLiteral("notationWindow"), {text}, {760, 640});
    retranslate();
    return m_notationWindow;
}

QDialog *HelpActions::shortcutsWindow()
{
    if (m_shortcutsWindow)
        return m_shortcutsWindow;
    auto *table = new QTableWidget;
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Read only: Tab goes on to the next widget, the arrow keys move between the cells.
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    m_shortcutsWindow = newWindow(QStringLiteral("shortcutsWindow"), {table}, {520, 520});
    retranslate();
    return m_shortcutsWindow;
}

QDialog *HelpActions::rulesWindow()
{
    if (m_rulesWindow)
        return m_rulesWindow;
    auto *search = new QLineEdit;
    search->setObjectName(QStringLiteral("rulesSearch"));
    search->setClearButtonEnabled(true);
    auto *text = new QTextBrowser;
    text->setObjectName(QStringLiteral("rulesText"));
    connect(search, &QLineEdit::textChanged, this, &HelpActions::fillRules);
    m_rulesWindow = newWindow(QStringLiteral("rulesWindow"), {search, text}, {760, 640});
    retranslate();
    return m_rulesWindow;
}

void HelpActions::fillRules()
{
    const QString wanted = rulesWindow()->findChild<QLineEdit *>()->text().trimmed();
    const auto rule = [](const char *text) { return QCoreApplication::translate("Rules", text); };
    QString html;
    int shown = 0;
    for (const Rule &r : RuleCatalog::rules()) {
        const QString id = QString::fromLatin1(r.id);
        const QString title = rule(r.title);
        const QString why = withoutDocReferences(rule(r.rationale));
        if (!wanted.isEmpty() && !id.contains(wanted, Qt::CaseInsensitive) &&
            !title.contains(wanted, Qt::CaseInsensitive) &&
            !why.contains(wanted, Qt::CaseInsensitive))
            continue;
        ++shown;
        const QString severity = FindingsModel::severityText(r.severity);
        html += QStringLiteral("<h3>%1: %2</h3><p><i>%3</i> %4</p>")
                    .arg(id, title.toHtmlEscaped(), severity, why.toHtmlEscaped());
        html += QStringLiteral("<p>%1 <code>%2</code><br>%3 <code>%4</code></p>")
                    .arg(tr("Breaks it:"), QString::fromUtf8(r.bad).toHtmlEscaped(),
                         tr("Keeps it:"), QString::fromUtf8(r.good).toHtmlEscaped());
    }
    if (shown == 0)
        html = QStringLiteral("<p>%1</p>")
                   .arg(tr("No rule matches \"%1\".").arg(wanted).toHtmlEscaped());
    rulesWindow()->findChild<QTextBrowser *>()->setHtml(html);
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
        rows.append({plainActionName(action), joinList(keys)});
    }
    // In the reader's alphabetical order: pinyin in Chinese, not the characters' code points.
    QCollator collator{QLocale(Translations::currentLanguage())};
    std::sort(rows.begin(), rows.end(), [&collator](const auto &a, const auto &b) {
        const int order = collator.compare(a.first, b.first);
        return order != 0 ? order < 0 : a.second < b.second;
    });
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
